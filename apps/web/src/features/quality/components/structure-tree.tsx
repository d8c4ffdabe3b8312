import type { QualityBranchRow, QualityItemizeRow } from '@zj/contract';
import { Empty, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import '../quality-texts.ts';

/** A node of the structure: a 分部 or one of its 分项. */
export type StructureNode =
  | { kind: 'branch'; id: number; name: string }
  | { kind: 'itemize'; id: number; name: string; branchId: number };

export const nodeKey = (node: StructureNode) => `${node.kind}-${node.id}`;

export interface StructureTreeProps {
  branches: QualityBranchRow[];
  /** The 分项 read so far, by 分部 id. */
  itemizes: ReadonlyMap<number, QualityItemizeRow[]>;
  loading: boolean;
  expanded: number[];
  onExpand: (branchIds: number[]) => void;
  selected: StructureNode | null;
  onSelect: (node: StructureNode | null) => void;
}

/** 分部工程 → 分项工程 (GB 50300) of the project; a 分部 reads its 分项 when it opens. */
export function StructureTree({
  branches,
  itemizes,
  loading,
  expanded,
  onExpand,
  selected,
  onSelect,
}: StructureTreeProps) {
  const { t } = useTranslation();
  const nodes = new Map<string, StructureNode>();
  const treeData: DataNode[] = branches.map((branch) => {
    const node: StructureNode = { kind: 'branch', id: branch.branchId, name: branch.branchName };
    nodes.set(nodeKey(node), node);
    const children = itemizes.get(branch.branchId);
    return {
      key: nodeKey(node),
      title: <span data-testid={`qcheck-branch-${branch.branchId}`}>{branch.branchName}</span>,
      isLeaf: children !== undefined && children.length === 0,
      children: children?.map((row) => {
        const child: StructureNode = {
          kind: 'itemize',
          id: row.itemizeId,
          name: row.itemizeName,
          branchId: branch.branchId,
        };
        nodes.set(nodeKey(child), child);
        return {
          key: nodeKey(child),
          isLeaf: true,
          title: <span data-testid={`qcheck-itemize-${row.itemizeId}`}>{row.itemizeName}</span>,
        };
      }),
    };
  });
  if (loading) return <Spin />;
  if (branches.length === 0) return <Empty description={t('qcheck.noStructure')} data-testid="qcheck-empty" />;
  return (
    <Tree
      blockNode
      showLine
      data-testid="qcheck-tree"
      treeData={treeData}
      expandedKeys={expanded.map((id) => `branch-${id}`)}
      onExpand={(keys) =>
        onExpand(
          keys
            .map(String)
            .filter((key) => key.startsWith('branch-'))
            .map((key) => Number(key.slice('branch-'.length))),
        )
      }
      selectedKeys={selected ? [nodeKey(selected)] : []}
      onSelect={(keys) => onSelect(nodes.get(String(keys[0])) ?? null)}
    />
  );
}
