import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * Only the charts and components the dashboards draw (stack notes: the whole of echarts is
 * 377 KB gzip, echarts/core with these ~175). Loaded with a dynamic import, so the page shows
 * before the charts' code arrives.
 */
use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { init };
