import { LogoutOutlined } from '@ant-design/icons';
import { type OnlineRow, PERMS } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/texts/monitor.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { forceLogout, useOnlineUsers } from '../api/online-users.ts';

const P = PERMS.monitor.online;

type Filters = {
  ipaddr?: string;
  userName?: string;
};

/** 在线用户 (monitor/online/index): live sessions; force logout ends one on its next request. */
export default function OnlinePage() {
  const { t } = useTranslation();
  const list = useListPage<Filters, string>();
  const sessions = useOnlineUsers(list.query);
  const { pageNum, pageSize } = list.page;
  // The server answers every session at once; the pager shows a page of them.
  const rows = (sessions.data?.rows ?? []).slice((pageNum - 1) * pageSize, pageNum * pageSize);

  const force = (row: OnlineRow) =>
    confirmThen(t('online.confirmForce', { name: row.userName }), () => forceLogout(row.tokenId), t('online.forced'), {
      after: sessions.refetch,
    });

  const columns: ColumnsType<OnlineRow> = [
    column('tokenId', t('online.tokenId'), { ellipsis: true, width: 300 }),
    column('userName', t('logininfor.userName')),
    column('deptName', t('online.deptName')),
    column('ipaddr', t('logininfor.ipaddr')),
    column('browser', t('logininfor.browser')),
    column('os', t('logininfor.os')),
    column('loginTime', t('logininfor.loginTime'), { width: 180 }),
  ];

  return (
    <ListPage
      prefix="online"
      perms={{}}
      list={list}
      query={sessions}
      onAdd={false}
      onEdit={false}
      onDelete={false}
      search={{
        fields: [
          { name: 'ipaddr', label: 'logininfor.ipaddr' },
          { name: 'userName', label: 'logininfor.userName' },
        ],
      }}
    >
      <ListTable<OnlineRow, string>
        prefix="online"
        rowKey="tokenId"
        columns={columns}
        actionsWidth={100}
        selectable={false}
        rowLinks={(row) => [
          {
            label: 'online.forceLogout',
            perm: P.forceLogout,
            icon: <LogoutOutlined aria-hidden />,
            danger: true,
            onClick: () => force(row),
            testId: `online-force-${row.userName}`,
          },
        ]}
        {...list.table({ data: { rows }, isFetching: sessions.isFetching })}
      />
    </ListPage>
  );
}
