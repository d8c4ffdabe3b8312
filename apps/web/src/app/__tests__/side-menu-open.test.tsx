import { act, fireEvent, screen } from '@testing-library/react';
import type { MenuGroup, RouterItem } from '@zj/contract';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { useTags } from '@/shared/store/tags-store.ts';
import { SideMenu } from '../layout/side-menu.tsx';
import { TagsView } from '../layout/tags-view/tags-view.tsx';
import { folder, page, renderInShell, side } from './menu-kit.tsx';

/** 系统管理 › 用户管理, 系统管理 › 日志管理 › 操作日志 (group system); 项目管理 › 项目信息 (group project). */
const ROUTERS: RouterItem[] = [
  folder(
    '/system',
    '系统管理',
    [
      page('user', 'system/user/index', '用户管理'),
      folder('log', '日志管理', [page('operlog', 'monitor/operlog/index', '操作日志')]),
    ],
    'system',
  ),
  folder('/business', '项目管理', [page('projectinfo', 'system/post/index', '项目信息')], 'project'),
];

function Shell() {
  return (
    <>
      <SideMenu collapsed={false} />
      <TagsView />
      <Outlet />
    </>
  );
}

/** As the navigation guard does: entering a page selects its menu group. */
const inGroup = (group: MenuGroup) =>
  function Page() {
    useEffect(() => useApp.getState().setMenuGroup(group), []);
    return null;
  };

const renderAt = (path: string) =>
  renderInShell(
    Shell,
    [
      { path: 'system/user', handle: { title: '用户管理' }, Component: inGroup('system') },
      { path: 'system/log/operlog', handle: { title: '操作日志' }, Component: inGroup('system') },
      { path: 'projectDashboard/5', handle: { title: '项目仪表盘' }, Component: inGroup('project') },
      { path: 'business/projectinfo', handle: { title: '项目信息' }, Component: inGroup('project') },
    ],
    path,
  );

const selectedItem = () => screen.getByTestId('side-menu').querySelector('.ant-menu-item-selected')?.textContent;
const view = (path: string, title: string) => ({ path, fullPath: path, title });

beforeEach(() => {
  setLang('zh');
  useApp.setState({ menuGroup: 'system' });
  useSession.setState({ sidebarRouters: ROUTERS });
  useTags.setState({
    visitedViews: [
      view('/system/user', '用户管理'),
      view('/system/log/operlog', '操作日志'),
      view('/business/projectinfo', '项目信息'),
    ],
  });
});

describe('side menu follows the active page', () => {
  it('opens the submenu of a page reached through a tab, in its group and in another', async () => {
    renderAt('/system/user');
    await screen.findByTestId('side-menu');
    expect(await side().findByTestId('side-menu-item-/system/user')).toBeTruthy();
    expect(selectedItem()).toBe('用户管理');
    expect(side().queryByTestId('side-menu-item-/system/log/operlog')).toBeNull();

    // A tab of the same group whose submenu is closed.
    fireEvent.click(screen.getByTestId('tag-/system/log/operlog'));
    expect(await side().findByTestId('side-menu-item-/system/log/operlog')).toBeTruthy();
    expect(selectedItem()).toBe('操作日志');

    // A tab of another group: the side menu shows that group with the page's submenu open.
    fireEvent.click(screen.getByTestId('tag-/business/projectinfo'));
    expect(await side().findByTestId('side-menu-item-/business/projectinfo')).toBeTruthy();
    expect(useApp.getState().menuGroup).toBe('project');
    expect(selectedItem()).toBe('项目信息');
    expect(side().queryByText('系统管理')).toBeNull();

    // And back: 系统管理 opens again on 用户管理.
    act(() => fireEvent.click(screen.getByTestId('tag-/system/user')));
    expect(await side().findByTestId('side-menu-item-/system/user')).toBeTruthy();
    expect(selectedItem()).toBe('用户管理');
  });
});

describe('side menu of a page outside its menu', () => {
  it("opens the group's one folder, so its pages show at once (项目 → the project dashboard)", async () => {
    renderAt('/projectDashboard/5');
    expect(await side().findByTestId('side-menu-item-/business/projectinfo')).toBeTruthy();
    expect(useApp.getState().menuGroup).toBe('project');
    expect(selectedItem()).toBeUndefined();
  });
});
