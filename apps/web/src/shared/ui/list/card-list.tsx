import { Checkbox, Empty, Spin } from 'antd';
import type { Key, ReactNode } from 'react';
import './list-texts.ts';

/** The key of the actions column: shown at the foot of each card, not as a label/value pair. */
export const ACTIONS_KEY = 'actions';

/** What the cards read of a column (antd's ColumnType, without its heavy generics). */
export interface CardColumn {
  key?: Key;
  title?: ReactNode | ((props: object) => ReactNode);
  dataIndex?: Key | readonly Key[];
  render?: (value: unknown, row: object, index: number) => unknown;
}
export type CardRowKey = Key | ((row: object, index?: number) => Key) | undefined;
export interface CardSelection {
  selectedRowKeys?: readonly Key[];
  onChange?: (keys: Key[], rows: object[], info: { type: 'single' }) => void;
  getCheckboxProps?: (row: object) => { disabled?: boolean };
}

const keyOf = (rowKey: CardRowKey, row: object, index: number): Key => {
  if (typeof rowKey === 'function') return rowKey(row, index);
  return (row as Record<string, Key>)[String(rowKey ?? 'key')] ?? index;
};

function cellOf(column: CardColumn, row: object, index: number): ReactNode {
  const path = column.dataIndex;
  const keys: readonly Key[] = path === undefined ? [] : Array.isArray(path) ? path : [path as Key];
  let value: unknown = keys.length ? row : undefined;
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[String(key)];
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : (value as ReactNode);
}

const titleOf = (column: CardColumn): ReactNode =>
  typeof column.title === 'function' ? column.title({}) : column.title;

/**
 * A table's rows as cards for narrow screens: each visible column as a label/value pair, the row
 * selection as a checkbox and the actions column at the foot. The cards carry the rows' `onRow`
 * attributes (their test ids), so the same locators find a row in either form.
 */
export function CardList({
  testId,
  columns,
  dataSource,
  rowKey,
  rowSelection,
  loading,
  onRow,
  emptyText,
}: {
  testId?: string;
  columns: readonly CardColumn[];
  dataSource: readonly object[];
  rowKey: CardRowKey;
  rowSelection?: CardSelection;
  loading?: boolean;
  onRow?: (row: object, index?: number) => object;
  emptyText?: ReactNode;
}) {
  const actions = columns.find((column) => column.key === ACTIONS_KEY);
  const fields = columns.filter((column) => column !== actions);
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const toggle = (key: Key, on: boolean) => {
    const keys = on ? [...selected, key] : [...selected].filter((k) => k !== key);
    const rows = dataSource.filter((r, i) => keys.includes(keyOf(rowKey, r, i)));
    rowSelection?.onChange?.(keys, rows, { type: 'single' });
  };
  return (
    <Spin spinning={Boolean(loading)}>
      <div className="zj-card-list" data-testid={testId} data-layout="cards">
        {dataSource.length === 0 && (
          <div className="zj-card-list__empty">{emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>
        )}
        {dataSource.map((row, index) => {
          const key = keyOf(rowKey, row, index);
          const attributes = (onRow?.(row, index) ?? {}) as Record<string, unknown>;
          const checkbox = rowSelection?.getCheckboxProps?.(row) ?? {};
          return (
            <article key={key} className="zj-card-list__card" data-testid={attributes['data-testid'] as string}>
              {rowSelection && (
                <Checkbox
                  className="zj-card-list__check"
                  checked={selected.has(key)}
                  disabled={checkbox.disabled}
                  onChange={(event) => toggle(key, event.target.checked)}
                  aria-label={String(key)}
                />
              )}
              <dl className="zj-card-list__fields">
                {fields.map((column, c) => (
                  <div key={String(column.key ?? c)} className="zj-card-list__field">
                    <dt>{titleOf(column)}</dt>
                    <dd>{cellOf(column, row, index)}</dd>
                  </div>
                ))}
              </dl>
              {actions && <div className="zj-card-list__actions">{cellOf(actions, row, index)}</div>}
            </article>
          );
        })}
      </div>
    </Spin>
  );
}
