import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn, type ColumnSpec, labelledColumns } from './columns.tsx';
import { DataTable } from './data-table.tsx';
import { RowActions, type RowLinks } from './row-actions.tsx';
import type { ListTableBinding } from './use-list-page.ts';
import './list-texts.ts';

export interface ListTableProps<Row, Id> extends ListTableBinding<Row, Id> {
  /** Test-id prefix: `${prefix}-table`, `${prefix}-row-${id}` and the row actions' ids. */
  prefix: string;
  /** The id field of a row. */
  rowKey: keyof Row & string;
  /** The permissions of 修改 / 删除 in each row; without them a row has only `rowExtra`. */
  perms?: { edit: string; remove: string };
  /** The permissions are checked in the current project too (global AND project permission). */
  projectScoped?: boolean;
  /**
   * The data columns, each with a `key` for the visibility setting; 操作 is added last. Or what
   * each of the declared columns (`labels`, from useListPage's `columns`) adds (labelledColumns).
   */
  columns: ColumnsType<Row> | Partial<Record<string, ColumnSpec<Row>>>;
  actionsWidth?: number;
  /** Links before 修改 / 删除 in a row (e.g. 详情), described. */
  rowLinks?: (row: Row) => RowLinks;
  /** Other content before 修改 / 删除 in a row. */
  rowExtra?: (row: Row) => ReactNode;
  /** Whether rows can be selected (default true). */
  selectable?: boolean;
}

/**
 * A list's table: visible columns, selection by id, and 修改 / 删除 (or `rowExtra`) in each row;
 * cards on a narrow screen (DataTable).
 */
export function ListTable<Row extends object, Id extends string | number>({
  prefix,
  rowKey,
  perms,
  projectScoped,
  columns: given,
  labels,
  actionsWidth = 180,
  rowLinks,
  rowExtra,
  selectable = true,
  rows,
  loading,
  isVisible,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: ListTableProps<Row, Id>) {
  useTranslation(); // the 操作 title follows the language
  const idOf = (row: Row) => row[rowKey] as Id;
  const columns = Array.isArray(given) ? given : labelledColumns<Row, string>(labels ?? {}, given);
  const actions = actionsColumn<Row>(
    (row) => (
      <RowActions
        prefix={prefix}
        perms={perms}
        projectScoped={projectScoped}
        onEdit={perms && (() => onEdit(idOf(row)))}
        onDelete={perms && (() => onDelete(idOf(row)))}
        links={rowLinks?.(row)}
      >
        {rowExtra?.(row)}
      </RowActions>
    ),
    actionsWidth,
  );
  return (
    <DataTable<Row>
      prefix={prefix}
      rowKey={rowKey}
      columns={[
        ...columns.filter((column) => isVisible(String(column.key))),
        ...(perms || rowExtra || rowLinks ? [actions] : []),
      ]}
      dataSource={rows}
      loading={loading}
      rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => onSelect(keys as Id[]) } : undefined}
    />
  );
}
