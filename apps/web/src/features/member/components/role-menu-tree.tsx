import type { TreeSelect } from '@zj/contract';
import { Checkbox, Flex, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkedView, toggleNode } from '@/shared/ui/granted-tree.ts';
import { allIds, branchIds } from './menu-tree-ids.ts';

/** The project menus a role grants: a linked checkable tree with expand all and select all. */
export function RoleMenuTree({
  tree,
  checked,
  onChange,
}: {
  tree: readonly TreeSelect[];
  checked: readonly number[];
  onChange: (checked: number[]) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<number[]>([]);
  const ids = allIds(tree);
  const allChecked = ids.length > 0 && ids.every((id) => checked.includes(id));
  const expandedAll = expanded.length > 0;
  return (
    <div>
      <Flex gap={8} wrap style={{ marginBottom: 4 }}>
        <Checkbox
          checked={expandedAll}
          onChange={(event) => setExpanded(event.target.checked ? branchIds(tree) : [])}
          data-testid="member-role-form-expand"
        >
          {t('member.role.expand')}
        </Checkbox>
        <Checkbox
          checked={allChecked}
          indeterminate={!allChecked && checked.length > 0}
          onChange={(event) => onChange(event.target.checked ? ids : [])}
          data-testid="member-role-form-select-all"
        >
          {t('member.role.selectAll')}
        </Checkbox>
      </Flex>
      <div
        data-testid="member-role-form-menus"
        style={{ border: '1px solid #e5e6e7', borderRadius: 4, padding: 4, maxHeight: 320, overflow: 'auto' }}
      >
        <Tree<TreeSelect>
          checkable
          selectable={false}
          // Linked by toggleNode, not by the tree: a page granted without all its buttons stays.
          checkStrictly
          treeData={tree as TreeSelect[]}
          fieldNames={{ title: 'label', key: 'id', children: 'children' }}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          checkedKeys={linkedView(tree, checked)}
          onCheck={(_, info) => onChange(toggleNode(tree, checked, Number(info.node.key), info.checked, true))}
          titleRender={(node) => <span data-testid={`member-role-form-menu-${node.id}`}>{node.label}</span>}
        />
      </div>
    </div>
  );
}
