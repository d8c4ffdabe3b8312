import { act, screen } from '@testing-library/react';
import type { RouterItem } from '@zj/contract';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProjectPermission } from '@/shared/access/access.tsx';
import { setLang } from '@/shared/i18n/index.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { withinCurrentProject } from '../layout/project-menu.ts';
import { SideMenu } from '../layout/side-menu.tsx';
import { folder, page, renderInShell, side } from './menu-kit.tsx';

// Issue 22: the project group's menus and buttons follow the permissions of the CURRENT project
// (spec 01 §6: global permission AND project permission), not those of any project the user is in.

/** What getRouters gives a user who is 检查员 in project 1 and 项目成员 in project 2 (union of both). */
const ROUTERS: RouterItem[] = [
  folder(
    '/business',
    '项目',
    [
      page('problemtracking', 'business/problemtracking/index', '问题追踪', 'business:problem:list'),
      page('quality', 'business/quality/index', '质量检查', 'business:quality:list'),
      folder('member', '成员管理', [
        page('projectUser', 'business/member/user', '项目成员', 'business:projectUser:list'),
      ]),
    ],
    'project',
  ),
  folder('/system', '系统管理', [page('user', 'system/user/index', '用户管理', 'system:user:list')], 'system'),
];

/** The global permissions (普通角色 holds the project group's) and the two projects' own. */
const GLOBAL = [
  'business:problem:list',
  'business:quality:list',
  'business:projectUser:list',
  'business:qualityProblem:add',
  'system:user:list',
];
const PROJECTS = {
  '1': ['business:problem:list', 'business:quality:list', 'business:projectUser:list', 'business:qualityProblem:add'],
  '2': ['business:problem:list'],
  '3': ['admin'],
};

/** The leaf paths of a router tree, below their parents. */
function leaves(items: readonly RouterItem[], base = ''): string[] {
  return items.flatMap((item) => {
    const path = item.path.startsWith('/') ? item.path : `${base}/${item.path}`;
    return item.children ? leaves(item.children, path) : [path];
  });
}

const subject = (permissionProjectId: string | null, roles = ['common'], permissions = GLOBAL) => ({
  roles,
  permissions,
  permissionProjectId,
  projectPermissions: PROJECTS,
});

describe('withinCurrentProject: the project group narrowed to the current project', () => {
  it("keeps the project's pages its permissions grant there, and the other groups whole", () => {
    expect(leaves(withinCurrentProject(ROUTERS, subject('1')))).toEqual([
      '/business/problemtracking',
      '/business/quality',
      '/business/member/projectUser',
      '/system/user',
    ]);
    // 项目成员 in project 2: only what that role grants, whatever project 1 grants.
    expect(leaves(withinCurrentProject(ROUTERS, subject('2')))).toEqual(['/business/problemtracking', '/system/user']);
    // A project the user administers: everything.
    expect(leaves(withinCurrentProject(ROUTERS, subject('3')))).toHaveLength(4);
  });

  it('hides every project page in a project the user is not a member of, and needs the global permission too', () => {
    expect(leaves(withinCurrentProject(ROUTERS, subject('9')))).toEqual(['/system/user']);
    expect(leaves(withinCurrentProject(ROUTERS, subject('1', ['common'], ['business:problem:list'])))).toEqual([
      '/business/problemtracking',
      '/system/user',
    ]);
  });

  it('leaves administrators, pages without a permission and the state without a current project alone', () => {
    expect(leaves(withinCurrentProject(ROUTERS, subject('9', ['admin'], [])))).toHaveLength(4);
    expect(leaves(withinCurrentProject(ROUTERS, subject('9', ['common'], ['*:*:*'])))).toHaveLength(4);
    expect(leaves(withinCurrentProject(ROUTERS, subject(null)))).toHaveLength(4);
    const open = [
      folder('/business', '项目', [page('recent', 'business/modelDashboard/index', '最近访问')], 'project'),
    ];
    expect(leaves(withinCurrentProject(open, subject('9')))).toEqual(['/business/recent']);
  });
});

function Shell() {
  return (
    <>
      <SideMenu collapsed={false} />
      <ProjectPermission perms={['business:qualityProblem:add']}>
        <button type="button" data-testid="add-problem">
          新增
        </button>
      </ProjectPermission>
      <Outlet />
    </>
  );
}

const renderAt = (path: string) =>
  renderInShell(
    Shell,
    [{ path: 'business/problemtracking', handle: { title: '问题追踪' }, Component: () => null }],
    path,
    true,
  );

beforeEach(() => {
  setLang('zh');
  useApp.setState({ menuGroup: 'project' });
  useSession.setState({
    roles: ['common'],
    permissions: GLOBAL,
    sidebarRouters: ROUTERS,
    projectPermissions: PROJECTS,
    permissionProjectId: '1',
  });
});

describe('side menu and buttons of the project group', () => {
  it("follow the current project's permissions, and change when another project is chosen", async () => {
    renderAt('/business/problemtracking');
    expect(await side().findByTestId('side-menu-item-/business/problemtracking')).toBeTruthy();
    expect(side().getByTestId('side-menu-item-/business/quality')).toBeTruthy();
    expect(side().getByText('成员管理')).toBeTruthy();
    expect(screen.getByTestId('add-problem')).toBeTruthy();

    // Project 2, where the user is 项目成员: 质量检查, 成员管理 and the inspector's button go.
    act(() => useSession.getState().setPermissionProject('2'));
    expect(side().getByTestId('side-menu-item-/business/problemtracking')).toBeTruthy();
    expect(side().queryByTestId('side-menu-item-/business/quality')).toBeNull();
    expect(side().queryByText('成员管理')).toBeNull();
    expect(screen.queryByTestId('add-problem')).toBeNull();

    // Back in project 1: all of it again.
    act(() => useSession.getState().setPermissionProject('1'));
    expect(side().getByTestId('side-menu-item-/business/quality')).toBeTruthy();
    expect(screen.getByTestId('add-problem')).toBeTruthy();
  });
});
