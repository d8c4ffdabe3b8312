import { type OperLogRow, PERMS } from '@zj/contract';
import { Button, Card, Form, Input, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/texts/monitor.ts';
import { Permission } from '@/shared/access/index.ts';
import { useListParams } from '@/shared/ui/list/use-list-params.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import { cleanOperLogs, deleteOperLogs, exportOperLogs, useOperLogs } from '../api/oper-logs.ts';
import { confirmRun } from '../components/confirm-run.ts';
import { LogActions } from '../components/log-actions.tsx';
import { OperLogDetail } from '../components/oper-log-detail.tsx';
import { SearchBar } from '../components/search-bar.tsx';
import type { Filters } from '../components/search-filters.ts';
import { StatusFilter } from '../components/status-filter.tsx';
import { StatusTag } from '../components/status-tag.tsx';

const P = PERMS.monitor.operlog;
const TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** 操作日志: every mutating call, searchable, with details, delete, clear and export. */
export default function OperlogPage() {
  const { t } = useTranslation();
  const list = useListParams<Filters>({});
  const { data, isFetching, refetch } = useOperLogs(list.query);
  const [selected, setSelected] = useState<number[]>([]);
  const [detail, setDetail] = useState<OperLogRow | null>(null);

  const confirm = (content: string, action: () => Promise<unknown>, done: string) =>
    confirmRun(content, action, done, { refetch, cleared: () => setSelected([]) });

  const columns: ColumnsType<OperLogRow> = [
    { title: t('operlog.operId'), dataIndex: 'operId', width: 90 },
    { title: t('operlog.title'), dataIndex: 'title' },
    { title: t('operlog.businessType'), dataIndex: 'businessType', render: (v: number) => t(`operlog.type.${v}`) },
    { title: t('operlog.operName'), dataIndex: 'operName' },
    { title: t('operlog.operIp'), dataIndex: 'operIp' },
    { title: t('common.status'), dataIndex: 'status', render: (v: number) => <StatusTag status={v} /> },
    { title: t('operlog.operTime'), dataIndex: 'operTime', width: 170 },
    { title: t('operlog.costTime'), dataIndex: 'costTime', render: (v: number) => `${v} ms` },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Permission perms={[P.query]}>
          <Button type="link" size="small" onClick={() => setDetail(row)} data-testid={`operlog-detail-${row.operId}`}>
            {t('common.detail')}
          </Button>
        </Permission>
      ),
    },
  ];

  return (
    <Card data-testid="operlog-page">
      <SearchBar onSearch={list.search}>
        <Form.Item name="title" label={t('operlog.title')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="operName" label={t('operlog.operName')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="businessType" label={t('operlog.businessType')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={TYPES.map((v) => ({ value: v, label: t(`operlog.type.${v}`) }))}
          />
        </Form.Item>
        <StatusFilter />
      </SearchBar>
      <LogActions
        perms={P}
        selectedCount={selected.length}
        confirm={confirm}
        remove={() => deleteOperLogs(selected)}
        clean={cleanOperLogs}
        cleanQuestion={t('operlog.confirmClean')}
        onExport={() => exportOperLogs(list.query)}
      />
      <Table<OperLogRow>
        rowKey="operId"
        size="small"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <TablePagination total={data?.total ?? 0} {...list.page} onChange={list.changePage} />
      <OperLogDetail row={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
