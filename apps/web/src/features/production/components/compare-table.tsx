import type { CompareDayRow } from '@zj/contract';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { percentText } from '../model/chart-options.ts';

/** The days: planned %, actual %, deviation, the day's increments, tasks behind; a click opens the day. */
export function CompareTable({
  rows,
  loading,
  onDay,
}: {
  rows: readonly CompareDayRow[];
  loading: boolean;
  onDay: (date: string) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<CompareDayRow> = [
    { key: 'date', dataIndex: 'date', title: t('cmp.date'), width: 110 },
    {
      key: 'planned',
      title: t('cmp.planned'),
      align: 'right',
      render: (_: unknown, r) => percentText(r.plannedPercent),
    },
    {
      key: 'actual',
      title: t('cmp.actual'),
      align: 'right',
      render: (_: unknown, r) => <span data-testid={`cmp-actual-${r.date}`}>{percentText(r.actualPercent)}</span>,
    },
    {
      key: 'deviation',
      title: t('cmp.deviation'),
      align: 'right',
      render: (_: unknown, r) => (
        <Typography.Text type={r.deviation !== null && r.deviation < 0 ? 'danger' : undefined}>
          {percentText(r.deviation)}
        </Typography.Text>
      ),
    },
    {
      key: 'plannedIncrement',
      title: t('cmp.plannedIncrement'),
      align: 'right',
      render: (_: unknown, r) => percentText(r.plannedIncrement),
    },
    {
      key: 'actualIncrement',
      title: t('cmp.actualIncrement'),
      align: 'right',
      render: (_: unknown, r) => percentText(r.actualIncrement),
    },
    { key: 'behind', dataIndex: 'tasksBehind', title: t('cmp.behind'), align: 'right', render: (v) => v ?? '—' },
  ];
  return (
    <Table<CompareDayRow>
      size="small"
      rowKey="date"
      loading={loading}
      columns={columns}
      dataSource={rows as CompareDayRow[]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(row) =>
        ({
          onClick: () => onDay(row.date),
          style: { cursor: 'pointer' },
          'data-testid': `cmp-row-${row.date}`,
        }) as never
      }
      data-testid="cmp-table"
    />
  );
}
