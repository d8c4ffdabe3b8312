import { EllipsisOutlined } from '@ant-design/icons';
import { PERMS } from '@zj/contract';
import { Badge, Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useTodoBadge } from '@/features/task-centre/hooks/use-todo-badge.ts';
import { useAccess } from '@/shared/access/index.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { groupOfPath } from '../navigation/decide-navigation.ts';
import { projectGroupPage, TOP_ENTRIES, topMenuEntries, topMenuWidth, visibleTopCount } from './top-menu-model.ts';
import { useLayoutRoutes } from './use-layout-routes.ts';

function useWindowWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

/** The header's top entries; clicking one chooses the side-menu group. */
export function TopMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { isAdmin, hasProjectPermi } = useAccess();
  const { routers, reachable } = useLayoutRoutes();
  const project = useCurrentProject();
  const groupPage = useMemo(() => projectGroupPage(routers, reachable), [routers, reachable]);
  const setMenuGroup = useApp((state) => state.setMenuGroup);
  const width = useWindowWidth();
  const pending = useTodoBadge();
  const entries = topMenuEntries({
    isAdmin,
    reachable,
    projectId: project.projectId,
    // The dashboard of the current project: the project check there (spec 01 §6).
    canViewProject: hasProjectPermi([PERMS.business.project.query]),
    projectGroupPage: groupPage,
  });
  // On a phone the header's ··· folds the entries: a 更多 folded into it would be a second level,
  // which a tap cannot open.
  const visible = compact ? Number.POSITIVE_INFINITY : visibleTopCount(width);
  const active = entries.find((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`));
  const activeGroup = groupOfPath(pathname);
  const selected =
    active?.path ?? entries.find((entry) => activeGroup && groupOfPath(entry.path) === activeGroup)?.path;

  const items = entries.map((entry) => {
    // 项目 names the project it leads to (its path changes with the project).
    const isProject = entry.labelKey === 'top.project';
    const label = (
      <span
        key="label"
        data-testid={isProject ? 'top-menu-project' : `top-menu-${entry.path}`}
        title={isProject && project.projectName ? t('top.projectHint', { name: project.projectName }) : undefined}
      >
        {t(entry.labelKey)}
      </span>
    );
    if (entry.path !== TOP_ENTRIES.tasks.path || pending === null) return { key: entry.path, label };
    // 任务 with the pending count (only with the to-do permission).
    return {
      key: entry.path,
      label: (
        <Badge
          count={pending}
          size="small"
          offset={[8, -2]}
          title={t('order.todoBadge', { count: pending })}
          data-testid="top-menu-task-badge"
        >
          {label}
        </Badge>
      ),
    };
  });
  const shown = items.slice(0, visible);
  const rest = items.slice(visible);
  // 任务 folded into 更多: the fold shows a dot while tasks are pending.
  const pendingInRest = Boolean(pending) && rest.some((item) => item.key === TOP_ENTRIES.tasks.path);
  const more = pendingInRest ? (
    <Badge dot offset={[4, 0]} data-testid="top-menu-more-badge">
      {t('layout.more')}
    </Badge>
  ) : (
    t('layout.more')
  );
  const menuItems = rest.length > 0 ? [...shown, { key: 'more', label: more, children: rest }] : shown;

  return (
    <nav
      aria-label={t('layout.topMenu')}
      style={compact ? { flex: 1, minWidth: 0 } : { width: topMenuWidth(isAdmin), minWidth: 0 }}
    >
      <Menu
        mode="horizontal"
        selectedKeys={selected ? [selected] : []}
        items={menuItems}
        style={{ borderBottom: 0, lineHeight: '48px' }}
        data-testid="top-menu"
        // A narrow header folds entries into antd's own ···: it shows a dot while tasks are pending.
        overflowedIndicator={
          pending ? (
            <Badge dot data-testid="top-menu-overflow-badge">
              <EllipsisOutlined />
            </Badge>
          ) : (
            <EllipsisOutlined />
          )
        }
        onClick={({ key }) => {
          const group = groupOfPath(key);
          if (group) setMenuGroup(group);
          navigate(key);
        }}
      />
    </nav>
  );
}
