import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Input, Spin, Tabs, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultExpanded, filterTree, type TreeItem, treeKey } from './spatial-tree.ts';
import { fetchElement, viewerKeys } from './viewer-api.ts';

/** The spatial tree with its search: choosing a node selects that component in the view. */
function ModelTree({
  items,
  selectedKey,
  onChoose,
}: {
  items: TreeItem[];
  selectedKey: string | null;
  onChoose(item: TreeItem): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const filtered = useMemo(() => filterTree(items, search), [items, search]);
  const shown = search.trim() ? filtered.expand : (expanded ?? defaultExpanded(items));
  return (
    <div data-testid="bim-tree">
      <Input.Search
        allowClear
        size="small"
        placeholder={t('bimViewer.treeSearch')}
        onSearch={setSearch}
        onChange={(event) => {
          if (!event.target.value) setSearch('');
        }}
        style={{ marginBottom: 8 }}
        data-testid="bim-tree-search"
      />
      <Tree<TreeItem>
        virtual
        height={320}
        blockNode
        treeData={filtered.items}
        expandedKeys={shown}
        onExpand={(keys) => setExpanded(keys.map(String))}
        selectedKeys={selectedKey ? [selectedKey] : []}
        onSelect={(_, { node }) => onChoose(node)}
        titleRender={(node) => (
          <span title={`${node.ifcClass} ${node.globalId}`} data-testid="bim-tree-node">
            {node.title}
          </span>
        )}
      />
    </div>
  );
}

/** The selected component's attributes and property sets. */
function Properties({
  versionId,
  globalId,
  count,
}: {
  versionId: number | null;
  globalId: string | null;
  count: number;
}) {
  const { t } = useTranslation();
  const element = useQuery({
    queryKey: viewerKeys.element(versionId ?? 0, globalId ?? ''),
    queryFn: () => fetchElement(versionId ?? 0, globalId ?? ''),
    enabled: versionId !== null && globalId !== null,
  });
  if (versionId === null || globalId === null) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bimViewer.noSelection')} />;
  }
  const data = element.data;
  return (
    <Spin spinning={element.isLoading}>
      <div data-testid="bim-properties" style={{ maxHeight: 360, overflow: 'auto' }}>
        {count > 1 && <Typography.Text type="secondary">{t('bimViewer.selectedCount', { count })}</Typography.Text>}
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'name', label: t('bimViewer.attr.name'), children: data?.name ?? '' },
            { key: 'class', label: t('bimViewer.attr.class'), children: data?.ifcClass ?? '' },
            { key: 'globalId', label: t('bimViewer.attr.globalId'), children: globalId },
            { key: 'storey', label: t('bimViewer.attr.storey'), children: data?.storey ?? '' },
          ]}
        />
        {Object.entries(data?.psets ?? {}).map(([pset, props]) => (
          <Descriptions
            key={pset}
            size="small"
            column={1}
            bordered
            title={<Typography.Text style={{ fontSize: 13 }}>{pset}</Typography.Text>}
            style={{ marginTop: 8 }}
            items={Object.entries(props).map(([prop, value]) => ({
              key: prop,
              label: prop,
              children: value === null ? '' : String(value),
            }))}
          />
        ))}
      </div>
    </Spin>
  );
}

/** The side panel: the tree and the properties of the selection. */
export function ViewerPanels({
  items,
  selection,
  onChoose,
}: {
  items: TreeItem[];
  selection: { versionId: number | null; globalIds: string[] };
  onChoose(item: TreeItem): void;
}) {
  const { t } = useTranslation();
  const first = selection.globalIds[0] ?? null;
  const selectedKey = first && selection.versionId !== null ? treeKey(selection.versionId, first) : null;
  return (
    <Tabs
      size="small"
      items={[
        {
          key: 'tree',
          label: t('bimViewer.tree'),
          children: <ModelTree items={items} selectedKey={selectedKey} onChoose={onChoose} />,
        },
        {
          key: 'properties',
          label: t('bimViewer.properties'),
          children: <Properties versionId={selection.versionId} globalId={first} count={selection.globalIds.length} />,
        },
      ]}
    />
  );
}
