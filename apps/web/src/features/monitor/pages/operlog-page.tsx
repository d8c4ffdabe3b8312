import { type OperLogRow, PERMS } from '@zj/contract';
import { useTranslation } from 'react-i18next';
import { useShownText } from '@/shared/i18n/shown-text.ts';
import { cleanOperLogs, deleteOperLogs, exportOperLogs, useOperLogs } from '../api/oper-logs.ts';
import { LogListPage } from '../components/log-list-page.tsx';
import { OperLogDetail } from '../components/oper-log-detail.tsx';
import { StatusTag } from '../components/status-tag.tsx';

const TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The columns of the visibility setting, in order, with their text keys. */
const LABELS = {
  operId: 'operlog.operId',
  title: 'operlog.title',
  businessType: 'operlog.businessType',
  operName: 'operlog.operName',
  operIp: 'operlog.operIp',
  status: 'common.status',
  operTime: 'operlog.operTime',
  costTime: 'operlog.costTime',
} as const;

/** 操作日志 (system/operlog/index): every mutating call, searchable, with details, delete, clear and export. */
export default function OperlogPage() {
  const { t } = useTranslation();
  const shown = useShownText();
  return (
    <LogListPage<OperLogRow>
      prefix="operlog"
      perms={PERMS.monitor.operlog}
      idKey="operId"
      labels={LABELS}
      columns={{
        operId: { width: 90 },
        title: { render: (_: string, row: OperLogRow) => shown(row) },
        businessType: { render: (v: number) => t(`operlog.type.${v}`) },
        status: { render: (v: number) => <StatusTag status={v} /> },
        operTime: { width: 180 },
        costTime: { render: (v: number) => `${v} ms` },
      }}
      fields={[
        { name: 'title', label: 'operlog.title' },
        { name: 'operName', label: 'operlog.operName' },
        {
          name: 'businessType',
          label: 'operlog.businessType',
          options: TYPES.map((v) => ({ value: v, label: t(`operlog.type.${v}`) })),
        },
      ]}
      dateRange="operlog.operTime"
      useLogs={useOperLogs}
      remove={deleteOperLogs}
      clean={cleanOperLogs}
      exportLogs={exportOperLogs}
      Detail={OperLogDetail}
    />
  );
}
