import type { CompareDayRow } from '@zj/contract';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { percentColumn } from './percent-column.tsx';

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
    percentColumn('plannedPercent', t('cmp.planned')),
    percentColumn('actualPercent', t('cmp.actual'), (text, r) => (
      <span data-testid={`cmp-actual-${r.date}`}>{text}</span>
    )),
    percentColumn('deviation', t('cmp.deviation'), (text, r) => (
      <Typography.Text type={r.deviation !== null && r.deviation < 0 ? 'danger' : undefined}>{text}</Typography.Text>
    )),
    percentColumn('plannedIncrement', t('cmp.plannedIncrement')),
    percentColumn('actualIncrement', t('cmp.actualIncrement')),
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
