import { UnlockOutlined } from '@ant-design/icons';
import { type LogininforRow, PERMS } from '@zj/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '@/shared/access/index.ts';
import { currentLang } from '@/shared/i18n/index.ts';
import { localizeStoredText } from '@/shared/i18n/stored-text.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { cleanLoginLogs, deleteLoginLogs, exportLoginLogs, unlockUser, useLoginLogs } from '../api/login-logs.ts';
import { LogListPage } from '../components/log-list-page.tsx';
import { LoginLogDetail } from '../components/login-log-detail.tsx';
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

/** 登录日志 (system/logininfor/index): every login attempt with details; delete, clear, export, unlock. */
export default function LogininforPage() {
  const { t } = useTranslation();
  return (
    <LogListPage<LogininforRow>
      prefix="logininfor"
      perms={P}
      idKey="infoId"
      labels={LABELS}
      columns={{
        infoId: { width: 90 },
        status: { render: (v: string) => <StatusTag status={v} /> },
        msg: { render: (v: string) => localizeStoredText(v, currentLang()) },
        loginTime: { width: 180 },
      }}
      fields={[
        { name: 'ipaddr', label: 'logininfor.ipaddr' },
        { name: 'userName', label: 'logininfor.userName', testId: 'logininfor-search-user' },
      ]}
      dateRange="logininfor.loginTime"
      useLogs={useLoginLogs}
      remove={deleteLoginLogs}
      clean={cleanLoginLogs}
      exportLogs={exportLoginLogs}
      Detail={LoginLogDetail}
      extra={(list, logs) => {
        const single =
          list.selected.length === 1 ? logs.data?.rows.find((row) => row.infoId === list.selected[0]) : undefined;
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
        return (
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
        );
      }}
    />
  );
}
