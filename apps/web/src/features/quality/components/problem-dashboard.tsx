import type { ProblemKind } from '@zj/contract';
import { Card, Col, Empty, Row, Segmented, Statistic, Table, Tag } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '@/shared/ui/chart/echart.tsx';
import {
  type TrendPeriod,
  useHazardFigures,
  useStatusFigures,
  useTodayFigures,
  useTrendFigures,
  useTypeFigures,
} from '../api/statistics.ts';
import '../quality-texts.ts';
import '@/shared/problems/problem-texts.ts';

const STATUS_KEYS: Record<number, string> = { 1: 'qdash.status1', 2: 'qdash.status2', 3: 'qdash.status3' };
const STATUS_COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'green' };

const pie = (data: { name: string; value: number }[]): EChartsCoreOption => ({
  tooltip: { trigger: 'item' },
  legend: { bottom: 0 },
  // Slices of nothing are left out: with no problems the ring stays empty instead of equal zero slices.
  series: [
    {
      type: 'pie',
      radius: ['34%', '58%'],
      data: data.filter((d) => d.value > 0),
      label: { formatter: '{b}: {c}', overflow: 'break', width: 90 },
    },
  ],
});
const bar = (names: string[], values: number[]): EChartsCoreOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 40, right: 16, top: 16, bottom: 40 },
  xAxis: { type: 'category', data: names, axisLabel: { interval: 0, rotate: names.length > 5 ? 30 : 0 } },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', data: values, barMaxWidth: 36 }],
});

/** A hazard type or level (stored as the spec's Chinese words) in the user's language; anything else as it is. */
const shownName = (t: TFunction, name: string) =>
  t(`problem.hazard.${name}`, { defaultValue: t(`problem.level.${name}`, { defaultValue: name }) });

/** 质量看板 (kind '1') or 安全看板 (kind '2'): status, hazard distribution, today's problems, types, trend. */
export function ProblemDashboard({ projectId, kind }: { projectId: number; kind: ProblemKind }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TrendPeriod>('week');
  const status = useStatusFigures(projectId, kind);
  const hazard = useHazardFigures(projectId, kind);
  const today = useTodayFigures(projectId, kind);
  const types = useTypeFigures(projectId, kind);
  const trend = useTrendFigures(projectId, kind, period);

  const statusOption = useMemo(
    () =>
      pie((status.data?.byStatus ?? []).map((row) => ({ name: t(STATUS_KEYS[row.status] ?? ''), value: row.count }))),
    [status.data, t],
  );
  const hazardOption = useMemo(
    () => pie((hazard.data ?? []).map((row) => ({ name: shownName(t, row.name), value: row.count }))),
    [hazard.data, t],
  );
  const typeOption = useMemo(
    () =>
      bar(
        (types.data ?? []).map((row) => row.name),
        (types.data ?? []).map((row) => row.count),
      ),
    [types.data],
  );
  const trendOption = useMemo<EChartsCoreOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 40, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: (trend.data ?? []).map((row) => row.date) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'line', name: t('qdash.added'), smooth: true, data: (trend.data ?? []).map((row) => row.added) },
        {
          type: 'line',
          name: t('qdash.completed'),
          smooth: true,
          data: (trend.data ?? []).map((row) => row.completed),
        },
      ],
    }),
    [trend.data, t],
  );
  const figure = (key: string, value: number | undefined, testId: string) => (
    <Col xs={12} sm={8} lg={4}>
      <Card size="small">
        <Statistic title={t(key)} value={value ?? 0} loading={value === undefined} data-testid={testId} />
      </Card>
    </Col>
  );
  const count = (s: number) =>
    status.data?.byStatus.find((row) => row.status === s)?.count ?? (status.data ? 0 : undefined);

  return (
    <div data-testid={`qdash-${kind}`}>
      <Row gutter={[12, 12]}>
        {figure('qdash.total', status.data?.total, 'qdash-total')}
        {figure('qdash.status1', count(1), 'qdash-status-1')}
        {figure('qdash.status2', count(2), 'qdash-status-2')}
        {figure('qdash.status3', count(3), 'qdash-status-3')}
        {figure('qdash.overdue', status.data?.overdue, 'qdash-overdue')}
        {figure('qdash.todayAdded', today.data?.added, 'qdash-today-added')}
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('qdash.statusChart')}>
            <EChart option={statusOption} height={260} testId="qdash-status-chart" />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={t(kind === '2' ? 'qdash.hazardChart' : 'qdash.levelChart')}>
            <EChart option={hazardOption} height={260} testId="qdash-hazard-chart" />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('qdash.typeChart')}>
            <EChart option={typeOption} height={260} testId="qdash-type-chart" />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            size="small"
            title={t('qdash.trendChart')}
            extra={
              <Segmented<TrendPeriod>
                size="small"
                value={period}
                onChange={setPeriod}
                data-testid="qdash-period"
                options={[
                  { value: 'week', label: t('qdash.week') },
                  { value: 'month', label: t('qdash.month') },
                  { value: 'year', label: t('qdash.year') },
                ]}
              />
            }
          >
            <EChart option={trendOption} height={280} testId="qdash-trend-chart" />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            size="small"
            title={t('qdash.today')}
            extra={
              today.data && (
                <span data-testid="qdash-today-figures">
                  {t('qdash.todayLine', { completed: today.data.completed, open: today.data.open })}
                </span>
              )
            }
          >
            {today.data && today.data.rows.length === 0 ? (
              <Empty description={t('qdash.noneToday')} />
            ) : (
              <Table
                size="small"
                rowKey="problemId"
                pagination={false}
                loading={today.isLoading}
                dataSource={today.data?.rows ?? []}
                data-testid="qdash-today-table"
                scroll={{ x: 'max-content' }}
                columns={[
                  { key: 'name', dataIndex: 'name', title: t('qdash.name') },
                  {
                    key: 'level',
                    dataIndex: 'level',
                    title: t('qdash.level'),
                    render: (level: string) => shownName(t, level),
                  },
                  {
                    key: 'status',
                    dataIndex: 'status',
                    title: t('common.status'),
                    render: (value: number) => <Tag color={STATUS_COLORS[value]}>{t(STATUS_KEYS[value] ?? '')}</Tag>,
                  },
                  { key: 'createTime', dataIndex: 'createTime', title: t('common.createTime') },
                ]}
              />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
