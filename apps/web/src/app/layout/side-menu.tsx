import { APP_TITLE } from '@zj/contract';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from '@/shared/store/app-store.ts';
import { useSettings } from '@/shared/store/settings-store.ts';
import { useRouteHandle } from '../routes/use-route-title.ts';
import { MenuIcon } from './menu-icon.tsx';
import { buildMenu, type MenuNode, menuTrail } from './menu-model.ts';
import { useLayoutRoutes } from './use-layout-routes.ts';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: readonly MenuNode[]): Item[] {
  return nodes.map((node) =>
    node.children
      ? { key: node.key, label: node.title, icon: <MenuIcon name={node.icon} />, children: toItems(node.children) }
      : {
          key: node.key,
          label: <span data-testid={`side-menu-item-${node.key}`}>{node.title}</span>,
          icon: <MenuIcon name={node.icon} />,
        },
  );
}

function findNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = node.children && findNode(node.children, key);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The open submenus: those the user opened, plus the ones holding the active page whenever it
 * changes (a tab or a link may lead into a closed submenu, or into another menu group). A page
 * outside the menu (项目 → a project's dashboard) opens the group's folder when the group is one
 * folder, so its pages show at once. While collapsed the menu shows popups and opens nothing by itself.
 */
function useOpenTrail(nodes: readonly MenuNode[], selected: string, group: string, collapsed: boolean) {
  const path = menuTrail(nodes, selected)
    .slice(0, -1)
    .map((node) => node.key);
  const [only] = nodes;
  const trail = path.length === 0 && nodes.length === 1 && only?.children ? [only.key] : path;
  const [open, setOpen] = useState<string[]>(trail);
  const shown = collapsed ? '' : `${group} ${trail.join(' ')}`;
  const [applied, setApplied] = useState(shown);
  if (applied !== shown) {
    setApplied(shown);
    if (!collapsed) setOpen((keys) => [...new Set([...keys, ...trail])]);
  }
  return [open, setOpen] as const;
}

/** The side menu of the current group, with the logo and title on top. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const group = useApp((state) => state.menuGroup);
  const { sideTheme, sidebarLogo } = useSettings();
  const { routers, reachable, titleOf } = useLayoutRoutes();
  const nodes = useMemo(() => buildMenu(routers, group, reachable, titleOf), [routers, group, reachable, titleOf]);
  const selected = handle.activeMenu ?? pathname;
  const [openKeys, onOpenChange] = useOpenTrail(nodes, selected, group, collapsed);
  const dark = sideTheme === 'theme-dark';

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const node = findNode(nodes, key);
    if (!node) return;
    if (node.external) {
      window.open(node.key, '_blank', 'noopener');
      return;
    }
    const query = node.query ? `?${new URLSearchParams(node.query).toString()}` : '';
    navigate(`${node.key}${query}`);
  };

  return (
    <nav aria-label={t('layout.sideMenu')} data-testid="side-menu" style={{ height: '100%' }}>
      {sidebarLogo && (
        <div
          style={{
            height: 50,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: dark ? '#fff' : '#303133',
            fontWeight: 600,
            fontSize: 14,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {collapsed ? '智' : APP_TITLE}
        </div>
      )}
      <Menu
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        inlineCollapsed={collapsed}
        selectedKeys={[selected]}
        openKeys={openKeys}
        onOpenChange={onOpenChange}
        items={toItems(nodes)}
        onClick={onClick}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
