import { UnlockOutlined } from '@ant-design/icons';
import { type LogininforRow, PERMS } from '@zj/contract';
import { Button, Form } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/texts/monitor.ts';
import { Permission } from '@/shared/access/index.ts';
import { currentLang } from '@/shared/i18n/index.ts';
import { localizeStoredText } from '@/shared/i18n/stored-text.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { SearchForm, SearchInput, toFilters } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { cleanLoginLogs, deleteLoginLogs, exportLoginLogs, unlockUser, useLoginLogs } from '../api/login-logs.ts';
import { CleanButton } from '../components/clean-button.tsx';
import { DetailLink } from '../components/detail-link.tsx';
import { LoginLogDetail } from '../components/login-log-detail.tsx';
import { StatusFilter } from '../components/status-filter.tsx';
import { StatusTag } from '../components/status-tag.tsx';

const P = PERMS.monitor.logininfor;

/** The columns of the visibility setting, in order, with their text keys. */
const LABELS = {
  infoId: 'logininfor.infoId',
  userName: 'logininfor.userName',
  ipaddr: 'logininfor.ipaddr',
  browser: 'logininfor.browser',
  os: 'logininfor.os',
  status: 'common.status',
  msg: 'logininfor.msg',
  loginTime: 'logininfor.loginTime',
} as const;

type Filters = {
  ipaddr?: string;
  userName?: string;
  status?: string;
};
type FormValues = Filters & { dateRange?: [Dayjs, Dayjs] | null };

/** 登录日志 (system/logininfor/index): every login attempt with details; delete, clear, export, unlock. */
export default function LogininforPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<LogininforRow | null>(null);
  const [form] = Form.useForm<FormValues>();
  const list = useListPage<Filters>({
    columns: { storageKey: 'monitor-logininfor', labels: LABELS },
    remove: {
      what: 'logininfor.infoId',
      run: async (ids) => {
        await deleteLoginLogs(ids);
        await logs.refetch();
      },
    },
  });
  const logs = useLoginLogs(list.query);
  const rows = logs.data?.rows ?? [];
  const single = list.selected.length === 1 ? rows.find((row) => row.infoId === list.selected[0]) : undefined;

  const unlock = (userName: string) =>
    confirmThen(
      t('logininfor.confirmUnlock', { name: userName }),
      async () => {
        await unlockUser(userName);
        list.setSelected([]);
      },
      t('logininfor.unlocked', { name: userName }),
      { after: logs.refetch },
    );

  const columns: ColumnsType<LogininforRow> = [
    column('infoId', t('logininfor.infoId'), { width: 90 }),
    column('userName', t('logininfor.userName')),
    column('ipaddr', t('logininfor.ipaddr')),
    column('browser', t('logininfor.browser')),
    column('os', t('logininfor.os')),
    column('status', t('common.status'), { render: (v: string) => <StatusTag status={v} /> }),
    column('msg', t('logininfor.msg'), { render: (v: string) => localizeStoredText(v, currentLang()) }),
    column('loginTime', t('logininfor.loginTime'), { width: 180 }),
  ];

  return (
    <ListPage
      testId="logininfor-page"
      prefix="logininfor"
      perms={P}
      list={list}
      query={logs}
      onAdd={false}
      onEdit={false}
      onExport={() => void exportLoginLogs(list.filters)}
      extra={
        <>
          <CleanButton
            testId="logininfor-clean"
            perm={P.remove}
            question={t('logininfor.confirmClean')}
            clean={cleanLoginLogs}
            after={logs.refetch}
          />
          <Permission perms={[P.unlock]}>
            <Button
              color="primary"
              variant="outlined"
              icon={<UnlockOutlined aria-hidden />}
              disabled={!single}
              data-testid="logininfor-unlock"
              onClick={() => single && unlock(single.userName)}
            >
              {t('logininfor.unlock')}
            </Button>
          </Permission>
        </>
      }
      search={
        <SearchForm<FormValues>
          prefix="logininfor"
          form={form}
          dateRange="logininfor.loginTime"
          submitTestId="search-submit"
          onSearch={(values) => list.search(toFilters(values))}
          onReset={list.reset}
        >
          <SearchInput name="ipaddr" label="logininfor.ipaddr" />
          <SearchInput name="userName" label="logininfor.userName" testId="logininfor-search-user" />
          <StatusFilter />
        </SearchForm>
      }
      dialogs={<LoginLogDetail row={detail} onClose={() => setDetail(null)} />}
    >
      <ListTable<LogininforRow, number>
        prefix="logininfor"
        rowKey="infoId"
        columns={columns}
        actionsWidth={100}
        rowExtra={(row) => (
          <DetailLink perm={P.query} testId={`logininfor-detail-${row.infoId}`} onClick={() => setDetail(row)} />
        )}
        {...list.table(logs)}
      />
    </ListPage>
  );
}
