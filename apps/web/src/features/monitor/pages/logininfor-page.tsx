import { type LogininforRow, PERMS } from '@zj/contract';
import { Button, Card, Form, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/texts/monitor.ts';
import { Permission } from '@/shared/access/index.ts';
import { currentLang } from '@/shared/i18n/index.ts';
import { localizeStoredText } from '@/shared/i18n/stored-text.ts';
import { useListParams } from '@/shared/ui/list/use-list-params.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import { cleanLoginLogs, deleteLoginLogs, exportLoginLogs, unlockUser, useLoginLogs } from '../api/login-logs.ts';
import { confirmRun } from '../components/confirm-run.ts';
import { LogActions } from '../components/log-actions.tsx';
import { LoginLogDetail } from '../components/login-log-detail.tsx';
import { SearchBar } from '../components/search-bar.tsx';
import type { Filters } from '../components/search-filters.ts';
import { StatusFilter } from '../components/status-filter.tsx';
import { StatusTag } from '../components/status-tag.tsx';

const P = PERMS.monitor.logininfor;

/** 登录日志: every login attempt with details; delete, clear, export, and unlock a locked account. */
export default function LogininforPage() {
  const { t } = useTranslation();
  const list = useListParams<Filters>({});
  const { data, isFetching, refetch } = useLoginLogs(list.query);
  const [selected, setSelected] = useState<LogininforRow[]>([]);
  const [detail, setDetail] = useState<LogininforRow | null>(null);

  const confirm = (content: string, action: () => Promise<unknown>, done: string) =>
    confirmRun(content, action, done, { refetch, cleared: () => setSelected([]) });

  const columns: ColumnsType<LogininforRow> = [
    { title: t('logininfor.userName'), dataIndex: 'userName' },
    { title: t('logininfor.ipaddr'), dataIndex: 'ipaddr' },
    { title: t('logininfor.browser'), dataIndex: 'browser' },
    { title: t('logininfor.os'), dataIndex: 'os' },
    { title: t('common.status'), dataIndex: 'status', render: (v: string) => <StatusTag status={v} /> },
    { title: t('logininfor.msg'), dataIndex: 'msg', render: (v: string) => localizeStoredText(v, currentLang()) },
    { title: t('logininfor.loginTime'), dataIndex: 'loginTime', width: 170 },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Permission perms={[P.query]}>
          <Button
            type="link"
            size="small"
            onClick={() => setDetail(row)}
            data-testid={`logininfor-detail-${row.infoId}`}
          >
            {t('common.detail')}
          </Button>
        </Permission>
      ),
    },
  ];
  const single = selected.length === 1 ? selected[0] : undefined;

  return (
    <Card data-testid="logininfor-page">
      <SearchBar onSearch={list.search}>
        <Form.Item name="ipaddr" label={t('logininfor.ipaddr')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="userName" label={t('logininfor.userName')}>
          <Input allowClear style={{ width: 160 }} data-testid="logininfor-search-user" />
        </Form.Item>
        <StatusFilter />
      </SearchBar>
      <LogActions
        perms={P}
        selectedCount={selected.length}
        confirm={confirm}
        remove={() => deleteLoginLogs(selected.map((r) => r.infoId))}
        clean={cleanLoginLogs}
        cleanQuestion={t('logininfor.confirmClean')}
        onExport={() => exportLoginLogs(list.query)}
      >
        <Permission perms={[P.unlock]}>
          <Button
            disabled={!single}
            data-testid="logininfor-unlock"
            onClick={() =>
              single &&
              confirm(
                t('logininfor.confirmUnlock', { name: single.userName }),
                () => unlockUser(single.userName),
                t('logininfor.unlocked', { name: single.userName }),
              )
            }
          >
            {t('logininfor.unlock')}
          </Button>
        </Permission>
      </LogActions>
      <Table<LogininforRow>
        rowKey="infoId"
        size="small"
        columns={columns}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        rowSelection={{
          selectedRowKeys: selected.map((r) => r.infoId),
          onChange: (_, rows) => setSelected(rows),
        }}
        pagination={false}
        scroll={{ x: 900 }}
      />
      <TablePagination total={data?.total ?? 0} {...list.page} onChange={list.changePage} />
      <LoginLogDetail row={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
