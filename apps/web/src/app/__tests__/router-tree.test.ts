import type { RouterItem } from '@zj/contract';
import { describe, expect, it, vi } from 'vitest';
import { createRouteSearch } from '../layout/header-search.tsx';
import { buildMenu, menuTrail, searchEntries } from '../layout/menu-model.ts';
import { projectGroupPage, topMenuEntries, topMenuWidth, visibleTopCount } from '../layout/top-menu-model.ts';
import { flattenRouters, joinPath, reachablePaths } from '../routes/router-tree.ts';
import { folder, meta, page } from './menu-kit.tsx';

/** A RuoYi-style tree: system (Layout) › user page, log (ParentView) › operlog; an inner link; an unknown page. */
const TREE: RouterItem[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    menuGroup: 'system',
    meta: meta('系统管理', { icon: 'system' }),
    children: [
      {
        name: 'User',
        path: 'user',
        hidden: false,
        component: 'system/user/index',
        meta: meta('用户管理', { icon: 'user' }),
      },
      { name: 'Secret', path: 'secret', hidden: true, component: 'system/user/index', meta: meta('隐藏') },
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        component: 'ParentView',
        alwaysShow: true,
        meta: meta('日志管理', { icon: 'log' }),
        children: [
          {
            name: 'Operlog',
            path: 'operlog',
            hidden: false,
            component: 'monitor/operlog/index',
            meta: meta('操作日志'),
          },
        ],
      },
      { name: 'Missing', path: 'missing', hidden: false, component: 'system/missing/index', meta: meta('不存在') },
    ],
  },
  {
    name: 'Docs',
    path: '/docs',
    hidden: false,
    component: 'Layout',
    menuGroup: 'project',
    meta: meta('文档'),
    children: [
      {
        name: 'Api',
        path: 'api',
        hidden: false,
        component: 'InnerLink',
        meta: meta('接口文档', { link: 'http://localhost:8080/prod-api/docs' }),
      },
    ],
  },
];

const KNOWN = new Set(['system/user/index', 'monitor/operlog/index']);
const hasPage = (component: string) => KNOWN.has(component);

describe('server routes', () => {
  it('handles an empty router list', () => {
    expect(flattenRouters([], hasPage)).toEqual([]);
    expect(buildMenu([], 'project', () => true)).toEqual([]);
  });

  it('joins paths', () => {
    expect(joinPath('/', 'index')).toBe('/index');
    expect(joinPath('/system', 'user')).toBe('/system/user');
    expect(joinPath('/system', '/abs')).toBe('/abs');
    expect(joinPath('/system', 'https://x.y')).toBe('https://x.y');
  });

  it('flattens Layout and ParentView, makes iframes and skips unknown components', () => {
    const warn = vi.fn();
    const routes = flattenRouters(TREE, hasPage, '', warn);
    expect(routes).toEqual([
      expect.objectContaining({ kind: 'page', path: '/system/user', component: 'system/user/index' }),
      expect.objectContaining({ kind: 'page', path: '/system/secret' }),
      expect.objectContaining({ kind: 'page', path: '/system/log/operlog', component: 'monitor/operlog/index' }),
      expect.objectContaining({ kind: 'iframe', path: '/docs/api', link: 'http://localhost:8080/prod-api/docs' }),
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('system/missing/index');
    expect([...reachablePaths(routes)]).toContain('/system/log/operlog');
  });

  it('builds the side menu of a group without hidden or dead entries', () => {
    const paths = reachablePaths(flattenRouters(TREE, hasPage, '', () => {}));
    const reachable = (path: string) => paths.has(path);
    const system = buildMenu(TREE, 'system', reachable);
    expect(system).toHaveLength(1);
    expect(system[0]?.children?.map((node) => node.key)).toEqual(['/system/user', '/system/log']);
    expect(system[0]?.children?.[1]?.children?.map((node) => node.key)).toEqual(['/system/log/operlog']);
    const project = buildMenu(TREE, 'project', reachable);
    expect(project.map((node) => node.key)).toEqual(['/docs/api']);
    expect(menuTrail(system, '/system/log/operlog').map((node) => node.title)).toEqual([
      '系统管理',
      '日志管理',
      '操作日志',
    ]);
  });

  it('searches menu routes by title and path', () => {
    const paths = reachablePaths(flattenRouters(TREE, hasPage, '', () => {}));
    const entries = searchEntries(buildMenu(TREE, null, (path) => paths.has(path)));
    const search = createRouteSearch(entries);
    expect(search('操作日志')[0]?.path).toBe('/system/log/operlog');
    expect(search('operlog')[0]?.path).toBe('/system/log/operlog');
    expect(search('')).toEqual([]);
  });
});

describe('header top menu', () => {
  const none = { projectId: null, canViewProject: false, projectGroupPage: null };

  it('shows only Home when no target route exists', () => {
    expect(topMenuEntries({ isAdmin: true, reachable: () => false, ...none }).map((e) => e.path)).toEqual(['/index']);
  });

  it('shows admin entries to administrators only, and recent access only without a project', () => {
    const all = () => true;
    expect(topMenuEntries({ isAdmin: true, reachable: all, ...none }).map((e) => e.path)).toEqual([
      '/index',
      '/order/order/my-todo',
      '/knowledge/knowledgeshow',
      '/business/modelDashboard',
      '/system/user',
      '/map',
    ]);
    expect(topMenuEntries({ isAdmin: false, reachable: all, ...none, projectId: '5' }).map((e) => e.path)).toEqual([
      '/index',
      '/order/order/my-todo',
      '/knowledge/knowledgeshow',
    ]);
  });

  it('keeps the project group one click away: 项目 replaces 最近访问 once a project is selected', () => {
    const all = () => true;
    const paths = (over: Partial<Parameters<typeof topMenuEntries>[0]>) =>
      topMenuEntries({ isAdmin: false, reachable: all, ...none, ...over }).map((e) => `${e.labelKey} ${e.path}`);
    // The project's dashboard (its side menu lists the project's pages) …
    expect(paths({ projectId: '5', canViewProject: true, projectGroupPage: '/business/quality' })).toContain(
      'top.project /projectDashboard/5',
    );
    // … or, for a member who may not open dashboards, the first page of the project group.
    expect(paths({ projectId: '5', projectGroupPage: '/business/quality' })).toContain('top.project /business/quality');
    // No project and no 最近访问: 项目 still leads to the group's pages.
    const noRecent = (path: string) => path !== '/business/modelDashboard';
    expect(
      topMenuEntries({ isAdmin: false, reachable: noRecent, ...none, projectGroupPage: '/business/quality' }).map(
        (e) => e.path,
      ),
    ).toEqual(['/index', '/order/order/my-todo', '/knowledge/knowledgeshow', '/business/quality']);
    // Not in the project group at all: no entry.
    expect(paths({ projectId: '5' }).some((entry) => entry.startsWith('top.project'))).toBe(false);
  });

  it('finds the first page of the project group that shows its side menu', () => {
    const known = new Set(['system/user/index', 'business/modelDashboard/index', 'business/quality/index']);
    const hasPage = (component: string) => known.has(component);
    const routers = [
      folder('/system', '系统管理', [page('user', 'system/user/index', '用户管理')], 'system'),
      folder(
        '/business',
        '项目',
        [
          page('modelDashboard', 'business/modelDashboard/index', '最近访问'),
          page('nowhere', 'business/unknown/index', '未注册'),
          page('quality', 'business/quality/index', '质量检查'),
        ],
        'project',
      ),
    ];
    const paths = reachablePaths(flattenRouters(routers, hasPage, '', () => {}));
    expect(projectGroupPage(routers, (path) => paths.has(path))).toBe('/business/quality');
    expect(projectGroupPage(routers.slice(0, 1), (path) => paths.has(path))).toBeNull();
  });

  it('sizes the menu', () => {
    expect(topMenuWidth(true)).toBe(460);
    expect(topMenuWidth(false)).toBe(354);
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(100)).toBe(1);
  });
});
