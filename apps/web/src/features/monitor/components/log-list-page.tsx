import { EyeOutlined } from '@ant-design/icons';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/texts/monitor.ts';
import type { Params } from '@/shared/api/request.ts';
import type { ColumnSpec } from '@/shared/ui/list/columns.tsx';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import type { SearchField } from '@/shared/ui/list/search-form.tsx';
import { type ListPageState, useListPage } from '@/shared/ui/list/use-list-page.ts';
import { CleanButton } from './clean-button.tsx';
import { StatusFilter } from './status-filter.tsx';

type Filters = Params;
type Logs<Row> = { data?: { rows: Row[]; total: number }; isFetching: boolean; refetch: () => Promise<unknown> };

export interface LogListPageProps<Row extends object> {
  /** The test-id prefix and the texts' (`${prefix}.confirmClean`); the columns are kept as `monitor-${prefix}`. */
  prefix: string;
  perms: { query: string; remove: string; export: string };
  idKey: keyof Row & string;
  /** The columns (field → text key), in order, and what each adds (ListTable). */
  labels: Readonly<Record<string, string>>;
  columns: Partial<Record<string, ColumnSpec<Row>>>;
  /** The search fields before 状态 and the text key of the day range. */
  fields: readonly SearchField[];
  dateRange: string;
  useLogs: (query: Params) => Logs<Row>;
  remove: (ids: number[]) => Promise<unknown>;
  clean: () => Promise<unknown>;
  exportLogs: (query: Params) => unknown;
  /** The dialog of a row's 详细. */
  Detail: ComponentType<{ row: Row | null; onClose: () => void }>;
  /** More buttons after 清空. */
  extra?: (list: ListPageState<Filters, number>, logs: Logs<Row>) => ReactNode;
}

/**
 * A log of the monitor (登录日志, 操作日志): searchable by its fields, 状态 and a day range; delete,
 * 清空 and export; 详细 of each row in `Detail`.
 */
export function LogListPage<Row extends object>({
  prefix,
  perms,
  idKey,
  labels,
  columns,
  fields,
  dateRange,
  useLogs,
  remove,
  clean,
  exportLogs,
  Detail,
  extra,
}: LogListPageProps<Row>) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<Row | null>(null);
  const list = useListPage<Filters>({
    columns: { storageKey: `monitor-${prefix}`, labels },
    remove: {
      what: labels[idKey],
      run: async (ids) => {
        await remove(ids);
        await logs.refetch();
      },
    },
  });
  const logs = useLogs(list.query);

  return (
    <ListPage
      prefix={prefix}
      perms={perms}
      list={list}
      query={logs}
      onAdd={false}
      onEdit={false}
      onExport={() => void exportLogs(list.filters)}
      extra={
        <>
          <CleanButton
            testId={`${prefix}-clean`}
            perm={perms.remove}
            question={t(`${prefix}.confirmClean`)}
            clean={clean}
            after={logs.refetch}
          />
          {extra?.(list, logs)}
        </>
      }
      search={{ dateRange, submitTestId: 'search-submit', fields: [...fields, <StatusFilter key="status" />] }}
      dialogs={<Detail row={detail} onClose={() => setDetail(null)} />}
    >
      <ListTable<Row, number>
        prefix={prefix}
        rowKey={idKey}
        columns={columns}
        actionsWidth={100}
        rowLinks={(row) => [
          {
            label: 'common.detail',
            perm: perms.query,
            icon: <EyeOutlined aria-hidden />,
            onClick: () => setDetail(row),
            testId: `${prefix}-detail-${String(row[idKey])}`,
          },
        ]}
        {...list.table(logs)}
      />
    </ListPage>
  );
}
