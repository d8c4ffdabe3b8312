import { Table } from 'antd';
import type { TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import { ACTIONS_KEY, type CardColumn, CardList, type CardRowKey, type CardSelection } from './card-list.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import './card-list.css';

export type DataTableProps<Row> = TableProps<Row> & {
  'data-testid'?: string;
  /**
   * A list's rows: test ids `${prefix}-table` and `${prefix}-row-${id}` (the `rowKey` field), the
   * middle size and no pagination (the list pages below it).
   */
  prefix?: string;
};

/**
 * The table of a list screen. Wide screens: antd's Table, as wide as its columns need
 * (`scroll.x: 'max-content'`: the card scrolls sideways rather than clipping a column), with the
 * 操作 column (key `actions`) fixed at the right edge so a row's actions stay in view however wide
 * the other columns are; no other column is fixed. Narrow screens (< 768 px): the rows as cards
 * (CardList), the actions at each card's foot.
 */
export function DataTable<Row extends object>({ prefix, ...given }: DataTableProps<Row>) {
  const narrow = useNarrowScreen();
  const props: DataTableProps<Row> = prefix
    ? {
        'data-testid': `${prefix}-table`,
        size: 'middle',
        pagination: false,
        onRow: (row) => ({ 'data-testid': `${prefix}-row-${row[given.rowKey as keyof Row]}` }) as never,
        ...given,
      }
    : given;
  // Casts through unknown: the card list reads a few plain fields, and mapping antd's generic
  // column and selection types here makes the type checker run out of memory.
  const columns = (props.columns ?? []).map((column) => ({
    ...column,
    fixed: column.key === ACTIONS_KEY ? ('right' as const) : undefined,
  })) as TableProps<Row>['columns'];
  if (narrow) {
    return (
      <CardList
        testId={props['data-testid']}
        columns={(props.columns ?? []) as unknown as CardColumn[]}
        dataSource={(props.dataSource ?? []) as unknown as object[]}
        rowKey={props.rowKey as unknown as CardRowKey}
        rowSelection={props.rowSelection as unknown as CardSelection | undefined}
        loading={Boolean(props.loading)}
        onRow={props.onRow as unknown as ((row: object, index?: number) => object) | undefined}
        emptyText={props.locale?.emptyText as ReactNode}
      />
    );
  }
  return <Table<Row> {...props} columns={columns} scroll={{ x: 'max-content', ...props.scroll }} />;
}
