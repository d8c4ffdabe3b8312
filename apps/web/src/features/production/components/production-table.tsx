import { PRODUCTION_PERMS as P, type ProductionRow } from '@zj/contract';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/access.tsx';
import { percentColumn } from './percent-column.tsx';

interface ProductionTableProps {
  rows: readonly ProductionRow[];
  loading: boolean;
  onEdit: (row: ProductionRow) => void;
  onChart: (row: ProductionRow) => void;
}

/** The leaf tasks: unit, planned total, done to date, % done, and planned/actual per period. */
export function ProductionTable({ rows, loading, onEdit, onChart }: ProductionTableProps) {
  const { t } = useTranslation();
  const mayEdit = useAccess().hasProjectPermi([P.edit]);
  const periods = rows[0]?.periods ?? [];
  const columns: ColumnsType<ProductionRow> = [
    { key: 'wbs', dataIndex: 'wbs', title: t('prod.wbs'), width: 80, fixed: 'left' },
    {
      key: 'task',
      title: t('prod.task'),
      width: 180,
      fixed: 'left',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => onChart(row)} data-testid={`prod-chart-task-${row.taskId}`}>
          {row.taskName}
        </Button>
      ),
    },
    { key: 'span', title: t('prod.span'), width: 190, render: (_: unknown, row) => `${row.start} ~ ${row.finish}` },
    { key: 'unit', dataIndex: 'unit', title: t('prod.unit'), width: 70 },
    { key: 'planned', dataIndex: 'plannedQuantity', title: t('prod.planned'), width: 90, align: 'right' },
    {
      key: 'actual',
      title: t('prod.actualToDate'),
      width: 90,
      align: 'right',
      render: (_: unknown, row) => <span data-testid={`prod-actual-${row.taskId}`}>{row.actualQuantity}</span>,
    },
    percentColumn('percentDone', t('prod.percentDone')),
    ...periods.map((period, i) => ({
      key: period.key,
      title: period.key,
      children: [
        {
          key: `${period.key}-p`,
          title: t('prod.planned'),
          width: 80,
          align: 'right' as const,
          render: (_: unknown, row: ProductionRow) => row.periods[i]?.planned ?? 0,
        },
        {
          key: `${period.key}-a`,
          title: t('prod.actual'),
          width: 80,
          align: 'right' as const,
          render: (_: unknown, row: ProductionRow) => row.periods[i]?.actual ?? 0,
        },
      ],
    })),
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            width: 70,
            fixed: 'right' as const,
            render: (_: unknown, row: ProductionRow) => (
              <Button type="link" size="small" onClick={() => onEdit(row)} data-testid={`prod-edit-${row.taskId}`}>
                {t('prod.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<ProductionRow>
      size="small"
      bordered
      rowKey="taskId"
      loading={loading}
      columns={columns}
      dataSource={rows as ProductionRow[]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('prod.empty') }}
      onRow={(row) => ({ 'data-testid': `prod-row-${row.taskId}` }) as never}
      data-testid="prod-table"
    />
  );
}
