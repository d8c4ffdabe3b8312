import { type OnlineRow, PERMS } from '@zj/contract';
import { Button, Card, Form, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/texts/monitor.ts';
import { Permission } from '@/shared/access/index.ts';
import { useListParams } from '@/shared/ui/list/use-list-params.ts';
import { TablePagination } from '@/shared/ui/table-pagination.tsx';
import { forceLogout, useOnlineUsers } from '../api/online-users.ts';
import { confirmRun } from '../components/confirm-run.ts';
import { SearchBar } from '../components/search-bar.tsx';
import type { Filters } from '../components/search-filters.ts';

const P = PERMS.monitor.online;

/** 在线用户: live sessions; force logout ends one on its next request. */
export default function OnlinePage() {
  const { t } = useTranslation();
  const list = useListParams<Filters>({});
  const { page } = list;
  const { data, isFetching, refetch } = useOnlineUsers(list.query);

  const force = (row: OnlineRow) =>
    confirmRun(t('online.confirmForce', { name: row.userName }), () => forceLogout(row.tokenId), t('online.forced'), {
      refetch,
    });

  const columns: ColumnsType<OnlineRow> = [
    { title: t('online.tokenId'), dataIndex: 'tokenId', ellipsis: true, width: 300 },
    { title: t('logininfor.userName'), dataIndex: 'userName' },
    { title: t('online.deptName'), dataIndex: 'deptName' },
    { title: t('logininfor.ipaddr'), dataIndex: 'ipaddr' },
    { title: t('logininfor.browser'), dataIndex: 'browser' },
    { title: t('logininfor.os'), dataIndex: 'os' },
    { title: t('logininfor.loginTime'), dataIndex: 'loginTime', width: 170 },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, row) => (
        <Permission perms={[P.forceLogout]}>
          <Button
            type="link"
            danger
            size="small"
            onClick={() => force(row)}
            data-testid={`online-force-${row.userName}`}
          >
            {t('online.forceLogout')}
          </Button>
        </Permission>
      ),
    },
  ];

  return (
    <Card data-testid="online-page">
      <SearchBar onSearch={list.search} withRange={false}>
        <Form.Item name="ipaddr" label={t('logininfor.ipaddr')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="userName" label={t('logininfor.userName')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
      </SearchBar>
      <Table<OnlineRow>
        rowKey="tokenId"
        size="small"
        columns={columns}
        dataSource={(data?.rows ?? []).slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize)}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 1000 }}
      />
      <TablePagination total={data?.total ?? 0} {...page} onChange={list.changePage} />
    </Card>
  );
}
