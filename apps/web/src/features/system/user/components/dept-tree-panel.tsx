import type { TreeSelect as DeptTreeNode } from '@zj/contract';
import { Input, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Nodes whose label (or a descendant's) contains `text`. */
export function filterDeptTree(nodes: readonly DeptTreeNode[], text: string): DeptTreeNode[] {
  if (!text) return [...nodes];
  const out: DeptTreeNode[] = [];
  for (const node of nodes) {
    const children = filterDeptTree(node.children ?? [], text);
    if (node.label.includes(text) || children.length > 0) out.push({ ...node, children });
  }
  return out;
}

/** The department tree beside the user list: clicking a department filters the list. */
export function DeptTreePanel({
  tree,
  selected,
  onSelect,
}: {
  tree: readonly DeptTreeNode[];
  selected: number | undefined;
  onSelect: (deptId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const shown = useMemo(() => filterDeptTree(tree, text.trim()), [tree, text]);
  return (
    <div data-testid="user-dept-tree">
      <Input.Search
        allowClear
        placeholder={t('adm.user.deptSearch')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ marginBottom: 8 }}
        data-testid="user-dept-search"
      />
      {shown.length > 0 && (
        <Tree<DeptTreeNode>
          key={text}
          treeData={shown}
          fieldNames={{ title: 'label', key: 'id', children: 'children' }}
          defaultExpandAll
          blockNode
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelect={(keys) => onSelect(keys.length > 0 ? Number(keys[0]) : undefined)}
          titleRender={(node) => <span data-testid={`user-dept-node-${node.id}`}>{node.label}</span>}
        />
      )}
    </div>
  );
}
