import { Table } from 'antd';
import type { ColumnType, TableProps } from 'antd/es/table';
import { CardList } from './card-list.tsx';
import { useNarrowScreen } from './use-narrow-screen.ts';
import './card-list.css';

export type DataTableProps<Row> = TableProps<Row> & { 'data-testid'?: string };

/**
 * The table of a list screen. Wide screens: antd's Table, as wide as its columns need
 * (`scroll.x: 'max-content'`: the card scrolls sideways rather than clipping or overlapping a
 * column) with no fixed column. Narrow screens (< 768 px): the rows as cards (CardList).
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const narrow = useNarrowScreen();
  const columns = ((props.columns ?? []) as ColumnType<Row>[]).map(({ fixed: _fixed, ...column }) => column);
  if (narrow) {
    return (
      <CardList<Row>
        testId={props['data-testid']}
        columns={columns}
        dataSource={props.dataSource ?? []}
        rowKey={props.rowKey}
        rowSelection={props.rowSelection}
        loading={typeof props.loading === 'boolean' ? props.loading : Boolean(props.loading)}
        onRow={props.onRow}
        locale={props.locale}
      />
    );
  }
  return <Table<Row> {...props} columns={columns} scroll={{ x: 'max-content', ...props.scroll }} />;
}
