import { SortAscendingOutlined } from '@ant-design/icons';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/admin-texts.ts';
import { actionsColumn } from '@/shared/ui/list/columns.tsx';
import { RowActions, type RowActionsProps } from '@/shared/ui/list/row-actions.tsx';

/**
 * The expanded rows of a tree table: all branches or none (`initial`: all), switched by
 * `toggleAll` and again whenever the tree changes; the table may open and close rows between.
 */
export function useTreeExpand<Node>(
  tree: readonly Node[],
  branchIdsOf: (tree: readonly Node[]) => number[],
  initial: boolean,
) {
  const [expandAll, setExpandAll] = useState(initial);
  const [expanded, setExpanded] = useState<number[]>([]);
  const branches = useMemo(() => branchIdsOf(tree), [tree, branchIdsOf]);
  useEffect(() => {
    setExpanded(expandAll ? branches : []);
  }, [branches, expandAll]);
  return { expanded, setExpanded, toggleAll: () => setExpandAll((value) => !value) };
}

/** 展开/折叠: `${prefix}-expand-toggle`. */
export function ExpandToggle({ prefix, onToggle }: { prefix: string; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<SortAscendingOutlined />} onClick={onToggle} data-testid={`${prefix}-expand-toggle`}>
      {t('adm.expandCollapse')}
    </Button>
  );
}

/** 修改 / 新增 (a child) / 删除 of a tree's rows, behind `perms`; `deletable` says which rows offer 删除. */
export interface TreeRowActions<Row> {
  perms: RowActionsProps['perms'];
  width?: number;
  onEdit: (row: Row) => void;
  onAdd: (row: Row) => void;
  onDelete: (row: Row) => void;
  deletable?: (row: Row) => boolean;
}

/**
 * The table of a tree list (menus, departments): test ids `${prefix}-table` and
 * `${prefix}-row-${id}`, the branches opened as `expand` (useTreeExpand) says, and with `actions`
 * an 操作 column of each row's links on one line (`${prefix}-edit-${id}` …).
 */
export function TreeTable<Row extends object>({
  prefix,
  rowKey,
  columns,
  tree,
  loading,
  expand,
  scrollX,
  actions,
}: {
  prefix: string;
  rowKey: keyof Row & string;
  columns: ColumnsType<Row>;
  tree: readonly Row[];
  loading: boolean;
  expand: { expanded: readonly number[]; setExpanded: (keys: number[]) => void };
  scrollX: number;
  actions?: TreeRowActions<Row>;
}) {
  const links =
    actions &&
    actionsColumn<Row>(
      (row) => (
        <RowActions
          prefix={prefix}
          id={String(row[rowKey])}
          perms={actions.perms}
          nowrap
          onEdit={() => actions.onEdit(row)}
          onAdd={() => actions.onAdd(row)}
          onDelete={actions.deletable?.(row) === false ? undefined : () => actions.onDelete(row)}
        />
      ),
      actions.width,
    );
  return (
    <Table<Row>
      data-testid={`${prefix}-table`}
      rowKey={rowKey}
      columns={links ? [...columns, links] : columns}
      dataSource={tree}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: scrollX }}
      expandable={{
        expandedRowKeys: [...expand.expanded],
        onExpandedRowsChange: (keys) => expand.setExpanded(keys.map(Number)),
      }}
      onRow={(row) => ({ 'data-testid': `${prefix}-row-${String(row[rowKey])}` }) as object}
    />
  );
}

/**
 * The ListPage props of a tree list (menus, departments): the whole tree unpaged, 新增 above it
 * (修改 / 删除 are in the rows) and 展开/折叠.
 */
export function treeListProps(prefix: string, reload: () => unknown, toggleAll: () => void, onAdd: () => void) {
  return {
    query: { refetch: reload },
    paged: false,
    onAdd,
    onEdit: false,
    onDelete: false,
    extra: <ExpandToggle prefix={prefix} onToggle={toggleAll} />,
  } as const;
}
