import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import { PERMS, type ProjectTreeNode } from '@zj/contract';
import { Card, Empty, Flex, Popover, Spin, Tree, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import { makeProjectCurrent } from '@/shared/project/make-project-current.ts';
import { isSelectableNode, useProjectTree } from '@/shared/project/project-tree.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import '../workdesk-texts.ts';

type Node = ProjectTreeNode & { selectable: boolean; children?: Node[] };

/** Roots with sub-projects only group them: antd does not let them be selected. */
const withSelectable = (nodes: readonly ProjectTreeNode[]): Node[] =>
  nodes.map((node) => ({
    ...node,
    selectable: isSelectableNode(node),
    children: node.children && withSelectable(node.children),
  }));

/** No project to choose: '暂无项目' and the way to the project list when the caller may use it. */
function NoProjects() {
  const { t } = useTranslation();
  const { hasPermi } = useAccess();
  const P = PERMS.business.project;
  const label = hasPermi([P.add]) ? 'desk.createProject' : hasPermi([P.list]) ? 'desk.toProjectList' : null;
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('desk.noProjects')} data-testid="project-tree-empty">
      {label && <Link to="/project">{t(label)}</Link>}
    </Empty>
  );
}

/**
 * 当前项目 with the project tree on hover (spec 01 §2 "Index page project selector"): clicking a
 * selectable node makes it the current project (see makeProjectCurrent) and reloads the tree.
 */
export function ProjectSelector() {
  const { t } = useTranslation();
  const userId = useSession((state) => state.user?.userId);
  const tree = useProjectTree(userId);
  const current = useCurrentProject();
  const [open, setOpen] = useState(false);

  const choose = async (node: ProjectTreeNode) => {
    if (!isSelectableNode(node)) return;
    await makeProjectCurrent(node);
    setOpen(false);
    feedback().success(t('desk.projectChosen', { name: node.projectName }));
    await tree.refetch();
  };

  const nodes = tree.data ?? [];
  const content = (
    <div style={{ width: 280 }}>
      {tree.isLoading ? (
        <Spin />
      ) : nodes.length === 0 ? (
        <NoProjects />
      ) : (
        <Tree<Node>
          data-testid="project-tree"
          treeData={withSelectable(nodes)}
          fieldNames={{ title: 'extend1', key: 'projectId', children: 'children' }}
          height={200}
          defaultExpandAll
          blockNode
          selectedKeys={current.projectId ? [Number(current.projectId)] : []}
          onSelect={(_, info) => void choose(info.node).catch(() => {})}
          titleRender={(node) => <span data-testid={`project-tree-node-${node.projectId}`}>{node.extend1}</span>}
        />
      )}
    </div>
  );

  return (
    <Card title={t('desk.currentProject')} data-testid="workdesk-project">
      <Popover
        trigger={['hover', 'click']}
        placement="bottomLeft"
        title={t('desk.chooseProject')}
        open={open}
        onOpenChange={setOpen}
        content={content}
      >
        <Flex align="center" gap={8} style={{ cursor: 'pointer' }} data-testid="project-selector">
          <ApartmentOutlined style={{ fontSize: 20, color: '#409EFF' }} />
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="current-project-name">
            {current.projectName ?? t('desk.noProjectSelected')}
          </Typography.Text>
          <DownOutlined style={{ fontSize: 12 }} />
        </Flex>
      </Popover>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('desk.hoverToChoose')}
      </Typography.Text>
    </Card>
  );
}
