import { ApartmentOutlined, DownOutlined } from '@ant-design/icons';
import { PERMS, type ProjectTreeNode } from '@zj/contract';
import { Card, Empty, Flex, Popover, Spin, Tree, Typography } from 'antd';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import { makeProjectCurrent } from '@/shared/project/make-project-current.ts';
import { useProjectTree } from '@/shared/project/project-tree.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import '../workdesk-texts.ts';

const POPUP_CLASS = 'workdesk-project-popover';

/** A tree node as antd's Tree types it; every node may be chosen, one with sub-projects too. */
type Node = ProjectTreeNode & { selectable?: boolean; children?: Node[] };

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
 * The tree's open state. Hover opens and closes it (spec 01 §2); a click, a tap or Enter opens it
 * and keeps it open ("pinned") until a pointer goes down outside it, Escape, or a project is chosen.
 * Hover alone would lose it: a click after the hover opened it toggled it shut, and a touch counts
 * as hover that leaves the moment the finger lifts.
 */
function useSelectorOpen() {
  const [open, setOpen] = useState(false);
  const [pinned, setPinned] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const close = () => {
    setPinned(false);
    setOpen(false);
  };
  const pin = () => {
    setPinned(true);
    setOpen(true);
  };
  useEffect(() => {
    if (!pinned) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target && (anchor.current?.contains(target) || target.closest(`.${POPUP_CLASS}`))) return;
      setPinned(false);
      setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setPinned(false);
      setOpen(false);
      anchor.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [pinned]);
  return {
    open,
    anchor,
    close,
    /** Hover's requests: while pinned only a way out of the tree closes it. */
    onHover: (next: boolean) => {
      if (next || !pinned) setOpen(next);
    },
    anchorProps: {
      role: 'button',
      tabIndex: 0,
      'aria-haspopup': 'tree' as const,
      'aria-expanded': open,
      onClick: pin,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        pin();
      },
    },
  };
}

/**
 * 当前项目 with the project tree (spec 01 §2 "Index page project selector"): it opens on hover,
 * click, tap or Enter; clicking any node — a project with sub-projects too — makes it the current
 * project (see makeProjectCurrent) and reloads the tree.
 */
export function ProjectSelector() {
  const { t } = useTranslation();
  const userId = useSession((state) => state.user?.userId);
  const tree = useProjectTree(userId);
  const current = useCurrentProject();
  const selector = useSelectorOpen();

  const choose = async (node: ProjectTreeNode) => {
    selector.close();
    if (String(node.projectId) === current.projectId) return;
    await makeProjectCurrent(node);
    feedback().success(t('desk.projectChosen', { name: node.projectName }));
    await tree.refetch();
  };

  const nodes = tree.data ?? [];
  const content = (
    <div style={{ width: 280, maxWidth: 'calc(100vw - 48px)' }}>
      {tree.isLoading ? (
        <Spin />
      ) : nodes.length === 0 ? (
        <NoProjects />
      ) : (
        <Tree<Node>
          data-testid="project-tree"
          treeData={nodes}
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
        trigger="hover"
        placement="bottomLeft"
        title={t('desk.chooseProject')}
        open={selector.open}
        onOpenChange={selector.onHover}
        content={content}
        classNames={{ root: POPUP_CLASS }}
      >
        <Flex
          ref={selector.anchor}
          align="center"
          gap={8}
          style={{ cursor: 'pointer', display: 'inline-flex' }}
          data-testid="project-selector"
          {...selector.anchorProps}
        >
          <ApartmentOutlined style={{ fontSize: 20, color: '#409EFF' }} />
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="current-project-name">
            {current.projectName ?? t('desk.noProjectSelected')}
          </Typography.Text>
          <DownOutlined style={{ fontSize: 12 }} />
        </Flex>
      </Popover>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        {t('desk.clickToChoose')}
      </Typography.Text>
    </Card>
  );
}
