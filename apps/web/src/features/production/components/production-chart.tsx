import type { ProductionPeriod } from '@zj/contract';
import { Card, Empty, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/shared/ui/chart/echart.tsx';
import { useProductionChart } from '../api/production-api.ts';
import { productionOption } from '../model/chart-options.ts';
import type { DayRange } from './range-filters.tsx';

/** What the chart shows: one task, or the plan's tasks of one unit (the plan's first unit by default). */
export type ChartTarget = { taskId: number; taskName: string } | { unit?: string };

interface ProductionChartProps {
  planId: number;
  period: ProductionPeriod;
  range: DayRange;
  target: ChartTarget;
  onTarget: (target: ChartTarget) => void;
}

/** Planned against actual per period (bars) and cumulated (lines), for a task or a unit of the plan. */
export function ProductionChart({ planId, period, range, target, onTarget }: ProductionChartProps) {
  const { t } = useTranslation();
  const chart = useProductionChart({ planId, period, ...range, ...target });
  const data = chart.data;
  const option = useMemo(() => (data ? productionOption(data, t) : null), [data, t]);
  const task = 'taskId' in target ? target : null;
  const choices = [
    ...(data?.units ?? []).map((unit) => ({ value: `unit:${unit}`, label: t('prod.wholePlan', { unit }) })),
    ...(task ? [{ value: `task:${task.taskId}`, label: task.taskName }] : []),
  ];
  const chosen = task ? `task:${task.taskId}` : data?.unit ? `unit:${data.unit}` : undefined;
  return (
    <Card
      size="small"
      title={t('prod.chart')}
      extra={
        <Space>
          <span>{t('prod.chartOf')}</span>
          <Select
            value={chosen}
            options={choices}
            onChange={(value: string) => onTarget(value.startsWith('unit:') ? { unit: value.slice(5) } : target)}
            style={{ minWidth: 180 }}
            data-testid="prod-chart-of"
          />
        </Space>
      }
    >
      {data && !data.unit ? (
        <Empty description={t('prod.noUnits')} data-testid="prod-chart-empty" />
      ) : option ? (
        <EChart option={option} height={300} testId="prod-chart" />
      ) : null}
    </Card>
  );
}
