import { type OperLogRow, PERMS } from '@zj/contract';
import { Button, Card, Form, Input, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/i18n/texts/monitor.ts';
import { Permission } from '../../../shared/access/index.ts';
import { feedback } from '../../../shared/api/feedback.ts';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { cleanOperLogs, deleteOperLogs, exportOperLogs, useOperLogs } from '../api/oper-logs.ts';
import { OperLogDetail } from '../components/oper-log-detail.tsx';
import { usePageQuery } from '../components/page-query.ts';
import { SearchBar } from '../components/search-bar.tsx';
import { StatusTag } from '../components/status-tag.tsx';

const P = PERMS.monitor.operlog;
const TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** 操作日志: every mutating call, searchable, with details, delete, clear and export. */
export default function OperlogPage() {
  const { t } = useTranslation();
  const { query, page, onPageChange, search } = usePageQuery();
  const { data, isFetching, refetch } = useOperLogs(query);
  const [selected, setSelected] = useState<number[]>([]);
  const [detail, setDetail] = useState<OperLogRow | null>(null);

  const confirm = (content: string, action: () => Promise<unknown>, done: string) =>
    feedback().confirm({
      title: t('logout.title'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await action();
        setSelected([]);
        feedback().success(done);
        await refetch();
      },
    });

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
      <SearchBar onSearch={search}>
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
        <Form.Item name="status" label={t('common.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: '0', label: t('common.success') },
              { value: '1', label: t('common.failure') },
            ]}
          />
        </Form.Item>
      </SearchBar>
      <Space style={{ marginBottom: 12 }}>
        <Permission perms={[P.remove]}>
          <Button
            danger
            disabled={!selected.length}
            onClick={() => confirm(t('common.confirmDelete'), () => deleteOperLogs(selected), t('common.deleted'))}
          >
            {t('common.delete')}
          </Button>
          <Button danger onClick={() => confirm(t('operlog.confirmClean'), cleanOperLogs, t('common.success'))}>
            {t('common.clean')}
          </Button>
        </Permission>
        <Permission perms={[P.export]}>
          <Button onClick={() => exportOperLogs(query)}>{t('common.export')}</Button>
        </Permission>
      </Space>
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
      <TablePagination total={data?.total ?? 0} {...page} onChange={onPageChange} />
      <OperLogDetail row={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
