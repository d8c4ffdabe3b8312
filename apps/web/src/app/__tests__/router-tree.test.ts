import type { RouterItem } from '@zj/contract';
import { describe, expect, it, vi } from 'vitest';
import { createRouteSearch } from '../layout/header-search.tsx';
import { buildMenu, menuTrail, searchEntries } from '../layout/menu-model.ts';
import { topMenuEntries, topMenuWidth, visibleTopCount } from '../layout/top-menu-model.ts';
import { flattenRouters, joinPath, reachablePaths } from '../routes/router-tree.ts';

const meta = (title: string, extra: Partial<RouterItem['meta']> = {}): RouterItem['meta'] => ({
  title,
  noCache: false,
  link: null,
  ...extra,
});

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
  it('shows only Home when no target route exists', () => {
    expect(
      topMenuEntries({ isAdmin: true, reachable: () => false, projectSelected: false }).map((e) => e.path),
    ).toEqual(['/index']);
  });

  it('shows admin entries to administrators only, and recent access only without a project', () => {
    const all = () => true;
    expect(topMenuEntries({ isAdmin: true, reachable: all, projectSelected: false }).map((e) => e.path)).toEqual([
      '/index',
      '/order/order/my-todo',
      '/knowledge/knowledgeshow',
      '/business/modelDashboard',
      '/system/user',
      '/map',
    ]);
    expect(topMenuEntries({ isAdmin: false, reachable: all, projectSelected: true }).map((e) => e.path)).toEqual([
      '/index',
      '/order/order/my-todo',
      '/knowledge/knowledgeshow',
    ]);
  });

  it('sizes the menu', () => {
    expect(topMenuWidth(true)).toBe(460);
    expect(topMenuWidth(false)).toBe(354);
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(100)).toBe(1);
  });
});
