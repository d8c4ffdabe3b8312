import { type OperLogRow, PERMS } from '@zj/contract';
import { Form, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/texts/monitor.ts';
import { useShownText } from '@/shared/i18n/shown-text.ts';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { SearchForm, SearchInput, toFilters } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { cleanOperLogs, deleteOperLogs, exportOperLogs, useOperLogs } from '../api/oper-logs.ts';
import { CleanButton } from '../components/clean-button.tsx';
import { DetailLink } from '../components/detail-link.tsx';
import { OperLogDetail } from '../components/oper-log-detail.tsx';
import { StatusFilter } from '../components/status-filter.tsx';
import { StatusTag } from '../components/status-tag.tsx';

const P = PERMS.monitor.operlog;
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

type Filters = {
  title?: string;
  operName?: string;
  businessType?: number;
  status?: string;
};
type FormValues = Filters & { dateRange?: [Dayjs, Dayjs] | null };

/** 操作日志 (system/operlog/index): every mutating call, searchable, with details, delete, clear and export. */
export default function OperlogPage() {
  const { t } = useTranslation();
  const shown = useShownText();
  const [detail, setDetail] = useState<OperLogRow | null>(null);
  const [form] = Form.useForm<FormValues>();
  const list = useListPage<Filters>({
    columns: { storageKey: 'monitor-operlog', labels: LABELS },
    remove: {
      what: 'operlog.operId',
      run: async (ids) => {
        await deleteOperLogs(ids);
        await logs.refetch();
      },
    },
  });
  const logs = useOperLogs(list.query);

  const columns: ColumnsType<OperLogRow> = [
    column('operId', t('operlog.operId'), { width: 90 }),
    column('title', t('operlog.title'), { render: (_: string, row: OperLogRow) => shown(row) }),
    column('businessType', t('operlog.businessType'), { render: (v: number) => t(`operlog.type.${v}`) }),
    column('operName', t('operlog.operName')),
    column('operIp', t('operlog.operIp')),
    column('status', t('common.status'), { render: (v: number) => <StatusTag status={v} /> }),
    column('operTime', t('operlog.operTime'), { width: 180 }),
    column('costTime', t('operlog.costTime'), { render: (v: number) => `${v} ms` }),
  ];

  return (
    <ListPage
      testId="operlog-page"
      prefix="operlog"
      perms={P}
      list={list}
      query={logs}
      onAdd={false}
      onEdit={false}
      onExport={() => void exportOperLogs(list.filters)}
      extra={
        <CleanButton
          testId="operlog-clean"
          perm={P.remove}
          question={t('operlog.confirmClean')}
          clean={cleanOperLogs}
          after={logs.refetch}
        />
      }
      search={
        <SearchForm<FormValues>
          prefix="operlog"
          form={form}
          dateRange="operlog.operTime"
          submitTestId="search-submit"
          onSearch={(values) => list.search(toFilters(values))}
          onReset={list.reset}
        >
          <SearchInput name="title" label="operlog.title" />
          <SearchInput name="operName" label="operlog.operName" />
          <Form.Item name="businessType" label={t('operlog.businessType')}>
            <Select
              allowClear
              placeholder={t('operlog.businessType')}
              style={{ width: 200 }}
              options={TYPES.map((v) => ({ value: v, label: t(`operlog.type.${v}`) }))}
            />
          </Form.Item>
          <StatusFilter />
        </SearchForm>
      }
      dialogs={<OperLogDetail row={detail} onClose={() => setDetail(null)} />}
    >
      <ListTable<OperLogRow, number>
        prefix="operlog"
        rowKey="operId"
        columns={columns}
        actionsWidth={100}
        rowExtra={(row) => (
          <DetailLink perm={P.query} testId={`operlog-detail-${row.operId}`} onClick={() => setDetail(row)} />
        )}
        {...list.table(logs)}
      />
    </ListPage>
  );
}
