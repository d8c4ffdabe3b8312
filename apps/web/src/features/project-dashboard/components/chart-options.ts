import type { ProjectInfo, ProjectNewsMonth } from '@zj/contract';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { dictLabel } from '@/shared/ui/dict/use-dict.ts';

const BLUE = '#409EFF';

/** News per month as bars with a line over them (months as the server names them, e.g. 2024-05). */
export function newsChartOption(months: readonly ProjectNewsMonth[], seriesName: string) {
  const labels = months.map((row) => row.month);
  const counts = months.map((row) => row.count);
  return {
    color: [BLUE, '#E6A23C'],
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: labels },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: seriesName, type: 'bar', data: counts, barMaxWidth: 28 },
      { name: seriesName, type: 'line', data: counts },
    ],
  };
}

/** Members per unit type as a pie, labelled by the dictionary biz_project_user_type. */
export function membersChartOption(byType: ProjectInfo['membersByType'], userTypes: readonly DictOption[]) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['32%', '55%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}: {c}' },
        data: byType
          .filter((row) => row.count > 0)
          .map((row) => ({
            name: dictLabel(userTypes, row.userType),
            value: row.count,
          })),
      },
    ],
  };
}
