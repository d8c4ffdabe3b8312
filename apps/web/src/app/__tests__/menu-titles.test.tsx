import { act, fireEvent, render, screen } from '@testing-library/react';
import { MENU_TITLES_EN, type RouterItem } from '@zj/contract';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { menuTitle, registerMenuTitles } from '@/shared/i18n/menu-title.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useTags } from '@/shared/store/tags-store.ts';
import { PermissionTree } from '@/shared/ui/permission-tree.tsx';
import { Breadcrumbs } from '../layout/breadcrumbs.tsx';
import { createRouteSearch } from '../layout/header-search.tsx';
import { buildMenu, searchEntries } from '../layout/menu-model.ts';
import { SideMenu } from '../layout/side-menu.tsx';
import { TagsView } from '../layout/tags-view/tags-view.tsx';
import { folder, page, renderInShell, side } from './menu-kit.tsx';

/** Seeded 系统管理 › 用户管理 and 日志管理 › 操作日志; 角色管理 renamed by an administrator to 我的角色. */
const ROUTERS: RouterItem[] = [
  folder(
    '/system',
    '系统管理',
    [
      page('user', 'system/user/index', '用户管理'),
      page('role', 'system/role/index', '我的角色'),
      folder('log', '日志管理', [page('operlog', 'monitor/operlog/index', '操作日志')]),
    ],
    'system',
  ),
];

function Shell() {
  return (
    <>
      <SideMenu collapsed={false} />
      <Breadcrumbs />
      <TagsView />
      <Outlet />
    </>
  );
}

const renderAt = (path: string) =>
  renderInShell(
    Shell,
    [
      { path: 'system/user', handle: { title: '用户管理' }, Component: () => null },
      { path: 'system/role', handle: { title: '我的角色' }, Component: () => null },
    ],
    path,
  );

const crumbs = () => screen.getByTestId('breadcrumbs').textContent;

beforeEach(() => {
  setLang('zh');
  useApp.setState({ menuGroup: 'system' });
  useSession.setState({ sidebarRouters: ROUTERS });
  useTags.setState({ visitedViews: [] });
});

describe('menu titles in the reader language', () => {
  it('side menu, breadcrumbs, tabs and document title switch to English; a renamed menu keeps its name', async () => {
    registerMenuTitles(MENU_TITLES_EN);
    renderAt('/system/user');
    expect(side().getByTestId('side-menu-item-/system/user').textContent).toBe('用户管理');
    expect(crumbs()).toContain('系统管理');
    expect(screen.getByTestId('tag-/system/user').textContent).toContain('用户管理');
    expect(document.title).toContain('用户管理');

    act(() => setLang('en'));
    expect(side().getByTestId('side-menu-item-/system/user').textContent).toBe('Users');
    expect(side().getByText('System')).toBeTruthy();
    expect(side().getByText('Logs')).toBeTruthy();
    expect(side().getByTestId('side-menu-item-/system/role').textContent).toBe('我的角色');
    expect(crumbs()).toContain('System');
    expect(crumbs()).toContain('Users');
    expect(crumbs()).not.toContain('用户管理');
    expect(screen.getByTestId('tag-/system/user').textContent).toContain('Users');
    expect(document.title).toContain('Users');
  });

  it('header search finds English titles; Chinese stays in the Chinese UI', () => {
    registerMenuTitles(MENU_TITLES_EN);
    const all = () => true;
    const en = searchEntries(buildMenu(ROUTERS, null, all, (title) => menuTitle(title, 'en')));
    expect(en.map((entry) => entry.title)).toEqual([
      'System > Users',
      'System > 我的角色',
      'System > Logs > Operation log',
    ]);
    expect(createRouteSearch(en)('Operation')[0]?.path).toBe('/system/log/operlog');
    const zh = searchEntries(buildMenu(ROUTERS, null, all, (title) => menuTitle(title, 'zh')));
    expect(zh[0]?.title).toBe('系统管理 > 用户管理');
    expect(menuTitle('用户查询', 'en')).toBe('User: Query');
  });

  it('role menu trees show button titles in English too', async () => {
    registerMenuTitles(MENU_TITLES_EN);
    const tree = [
      {
        id: 100,
        label: '用户管理',
        children: [
          { id: 1000, label: '用户查询' },
          { id: 9, label: '自建按钮' },
        ],
      },
    ];
    render(
      <PermissionTree
        name="m"
        tree={tree}
        checked={[]}
        onCheckedChange={() => {}}
        linked
        onLinkedChange={() => {}}
        labelOf={(title) => menuTitle(title, 'en')}
      />,
    );
    const expand = screen.getByTestId('m-expand'); // the antd Checkbox input or its wrapper
    fireEvent.click(expand.tagName === 'INPUT' ? expand : (expand.querySelector('input') ?? expand));
    expect((await screen.findByTestId('m-node-1000')).textContent).toBe('User: Query');
    expect(screen.getByTestId('m-node-100').textContent).toBe('Users');
    expect(screen.getByTestId('m-node-9').textContent).toBe('自建按钮');
  });
});
