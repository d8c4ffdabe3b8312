import type { CompareTaskRow } from '@zj/contract';
import { Drawer, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, TablePagination } from '@/shared/ui/table-pagination.tsx';
import { useCompareDay } from '../api/compare-api.ts';
import { percentColumn } from './percent-column.tsx';

/** A day's tasks planned to progress, with planned against reported progress (paged on the server). */
export function DayTasksDrawer({
  planId,
  date,
  onClose,
}: {
  planId: number;
  date: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const tasks = useCompareDay({ planId, date, ...page });
  const columns: ColumnsType<CompareTaskRow> = [
    { key: 'wbs', dataIndex: 'wbs', title: t('prod.wbs'), width: 70 },
    { key: 'task', dataIndex: 'taskName', title: t('prod.task') },
    { key: 'span', title: t('prod.span'), render: (_: unknown, r) => `${r.start} ~ ${r.finish}` },
    percentColumn('plannedPercent', t('cmp.taskPlanned')),
    percentColumn('plannedIncrement', t('cmp.taskIncrement')),
    percentColumn('reportedPercent', t('cmp.reported')),
    percentColumn('reportedThatDay', t('cmp.reportedThatDay')),
    {
      key: 'behind',
      title: t('cmp.behind'),
      render: (_: unknown, r) =>
        r.behind === null ? (
          '—'
        ) : r.behind ? (
          <Tag color="red">{t('cmp.isBehind')}</Tag>
        ) : (
          <Tag color="green">{t('cmp.onTrack')}</Tag>
        ),
    },
  ];
  return (
    <Drawer
      open={date !== null}
      title={date ? t('cmp.dayTitle', { date }) : ''}
      onClose={onClose}
      size="large"
      destroyOnHidden
      data-testid="cmp-day"
    >
      <Table<CompareTaskRow>
        size="small"
        rowKey="taskId"
        loading={tasks.isFetching}
        columns={columns}
        dataSource={tasks.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('cmp.noTasks') }}
        onRow={(row) => ({ 'data-testid': `cmp-task-${row.taskId}` }) as never}
      />
      <TablePagination
        total={tasks.data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </Drawer>
  );
}
