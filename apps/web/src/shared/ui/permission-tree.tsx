import type { TreeSelect } from '@zj/contract';
import { Checkbox, Flex, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/admin-texts.ts';
import { allIds, branchIds, linkedView, toggleNode } from './granted-tree.ts';

export interface PermissionTreeProps {
  /** Used in data-testids: `${name}-tree`, `${name}-expand`, `${name}-select-all`, `${name}-cascade`. */
  name: string;
  tree: readonly TreeSelect[];
  /** The granted ids (what will be stored), not the ids the tree derives from them. */
  checked: readonly number[];
  onCheckedChange: (checked: number[]) => void;
  /** 父子联动 (RuoYi's menuCheckStrictly / deptCheckStrictly: true means linked). */
  linked: boolean;
  /** Offers the 父子联动 switch; without it the tree stays as `linked` says. */
  onLinkedChange?: (linked: boolean) => void;
  /** Shown label of a node (menu trees: the title in the reader's language). */
  labelOf?: (label: string) => string;
}

/**
 * The state of a PermissionTree in a dialog: `show` a tree with its granted ids, `reset` to none
 * (linked as given), `value` for the request body, `props` for the PermissionTree.
 */
export function useGrantedTree() {
  const [tree, setTree] = useState<TreeSelect[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  return {
    value: { tree, checked, linked },
    reset: (strictly = true) => {
      setTree([]);
      setChecked([]);
      setLinked(strictly);
    },
    /** A tree and the ids granted in it (those the server keeps, read as `strictly` says). */
    show: (nodes: TreeSelect[], checkedKeys: readonly number[] = [], strictly = true) => {
      setTree(nodes);
      setLinked(strictly);
      setChecked([...checkedKeys]);
    },
    props: { tree, checked, onCheckedChange: setChecked, linked, onLinkedChange: setLinked },
  };
}

/** A checkable tree with expand/collapse, select all and the parent-child link toggle. */
export function PermissionTree({
  name,
  tree,
  checked,
  onCheckedChange,
  linked,
  onLinkedChange,
  labelOf = (label) => label,
}: PermissionTreeProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<number[]>([]);
  const [expandAll, setExpandAll] = useState(false);
  const ids = allIds(tree);
  useEffect(() => {
    setExpanded(expandAll ? branchIds(tree) : []);
  }, [expandAll, tree]);
  const allChecked = ids.length > 0 && ids.every((id) => checked.includes(id));
  return (
    <div>
      <Flex gap={8} wrap style={{ marginBottom: 4 }}>
        <Checkbox
          checked={expandAll}
          onChange={(event) => setExpandAll(event.target.checked)}
          data-testid={`${name}-expand`}
        >
          {t('adm.role.expand')}
        </Checkbox>
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && checked.length > 0}
          onChange={(event) => onCheckedChange(event.target.checked ? ids : [])}
          data-testid={`${name}-select-all`}
        >
          {t('adm.role.selectAll')}
        </Checkbox>
        {onLinkedChange && (
          <Checkbox
            checked={linked}
            onChange={(event) => onLinkedChange(event.target.checked)}
            data-testid={`${name}-cascade`}
          >
            {t('adm.role.cascade')}
          </Checkbox>
        )}
      </Flex>
      <div
        data-testid={`${name}-tree`}
        style={{ border: '1px solid #e5e6e7', borderRadius: 4, padding: 4, maxHeight: 320, overflow: 'auto' }}
      >
        <Tree<TreeSelect>
          checkable
          selectable={false}
          // The tree's own linking would derive a parent from its children and lose a page granted
          // without all its buttons; toggleNode links instead and changes only what was clicked.
          checkStrictly
          treeData={tree as TreeSelect[]}
          fieldNames={{ title: 'label', key: 'id', children: 'children' }}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          checkedKeys={linked ? linkedView(tree, checked) : { checked: [...checked], halfChecked: [] }}
          onCheck={(_, info) => onCheckedChange(toggleNode(tree, checked, Number(info.node.key), info.checked, linked))}
          titleRender={(node) => <span data-testid={`${name}-node-${node.id}`}>{labelOf(node.label)}</span>}
        />
      </div>
    </div>
  );
}
