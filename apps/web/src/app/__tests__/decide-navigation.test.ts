import { describe, expect, it } from 'vitest';
import { decideNavigation, groupOfPath, isPublicPath, type NavigationInput } from '../navigation/decide-navigation.ts';

const input = (over: Partial<NavigationInput>): NavigationInput => ({
  path: '/index',
  fullPath: '/index',
  from: '/index',
  fromFullPath: '/index',
  hasToken: true,
  rolesLoaded: true,
  problemTrackingFlag: null,
  ...over,
});

describe('decideNavigation', () => {
  it('sends a visitor without a token to /login with the full path as redirect', () => {
    expect(decideNavigation(input({ hasToken: false, path: '/system/user', fullPath: '/system/user?a=1' }))).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fsystem%2Fuser%3Fa%3D1',
    });
    expect(decideNavigation(input({ hasToken: false, path: '/nowhere', fullPath: '/nowhere' }))).toMatchObject({
      type: 'redirect',
      to: '/login?redirect=%2Fnowhere',
    });
  });

  it.each([
    '/login',
    '/register',
    '/auth-redirect',
    '/bind',
    '/404',
    '/401',
    '/share/12',
    '/problemtrackingView/3',
    '/ganttScheduleView/4',
    '/app/model',
    '/app/problem',
    '/app/panoramic',
    '/app/video',
    '/appRegister',
  ])('lets a visitor without a token open the public path %s', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(decideNavigation(input({ hasToken: false, path, fullPath: path, from: null }))).toEqual({ type: 'allow' });
  });

  it('does not treat look-alike paths as public', () => {
    expect(isPublicPath('/sharex')).toBe(false);
    expect(isPublicPath('/index')).toBe(false);
    expect(isPublicPath('/map')).toBe(false);
  });

  it('sends a logged-in user away from /login to /', () => {
    expect(decideNavigation(input({ path: '/login', fullPath: '/login?redirect=%2Fx' }))).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('loads the session when a token has no roles yet', () => {
    expect(decideNavigation(input({ rolesLoaded: false, from: null }))).toEqual({ type: 'load-session' });
  });

  it('switches the side group when entering a group prefix from elsewhere', () => {
    expect(decideNavigation(input({ path: '/system/user', fullPath: '/system/user', from: '/index' }))).toEqual({
      type: 'allow',
      group: 'system',
    });
    expect(decideNavigation(input({ path: '/order/order/my-todo', from: '/index' }))).toMatchObject({ group: 'task' });
    expect(decideNavigation(input({ path: '/knowledge/knowledgeshow', from: null }))).toMatchObject({
      group: 'knowledge',
    });
    expect(decideNavigation(input({ path: '/business/planmanage', from: '/system/user' }))).toMatchObject({
      group: 'project',
    });
    // The form designer opens with 系统管理's side menu.
    expect(decideNavigation(input({ path: '/sys/form/design', from: '/index' }))).toMatchObject({ group: 'system' });
    expect(decideNavigation(input({ path: '/sys/flowable/design', from: '/business/quality' }))).toMatchObject({
      group: 'system',
    });
    // 应用申请 as a hidden route opens with 任务's.
    expect(decideNavigation(input({ path: '/sys/order/apply-form', from: '/index' }))).toMatchObject({ group: 'task' });
  });

  it('opens the project pages outside /business (项目列表, 地图, 项目仪表盘) with the project group', () => {
    for (const path of ['/project', '/projectMap', '/projectDashboard/7']) {
      expect(decideNavigation(input({ path, fullPath: path, from: '/system/user' }))).toEqual({
        type: 'allow',
        group: 'project',
      });
      expect(decideNavigation(input({ path, fullPath: path, from: null }))).toMatchObject({ group: 'project' });
    }
    // Inside the project group nothing changes; look-alike paths belong to no group.
    expect(decideNavigation(input({ path: '/project', from: '/business/quality' }))).toEqual({ type: 'allow' });
    expect(groupOfPath('/projects')).toBeNull();
    expect(groupOfPath('/projectMapX')).toBeNull();
  });

  it('keeps the group when moving inside the same prefix', () => {
    expect(decideNavigation(input({ path: '/system/role', from: '/system/user' }))).toEqual({ type: 'allow' });
  });

  it('opens problem tracking only with the session flag 1', () => {
    const path = '/business/problemtracking';
    expect(
      decideNavigation(
        input({ path, fullPath: path, from: '/index', fromFullPath: '/index?x=1', problemTrackingFlag: '1' }),
      ),
    ).toEqual({ type: 'allow', group: 'project' });
    expect(
      decideNavigation(
        input({ path, fullPath: path, from: '/index', fromFullPath: '/index?x=1', problemTrackingFlag: '0' }),
      ),
    ).toEqual({ type: 'stay', to: '/index?x=1', warning: 'problem.noItems' });
    expect(decideNavigation(input({ path, fullPath: path, from: null, fromFullPath: null }))).toEqual({
      type: 'stay',
      to: '/',
      warning: 'problem.noItems',
    });
  });

  it('reloads the page when leaving /map for /index', () => {
    expect(decideNavigation(input({ path: '/index', fullPath: '/index', from: '/map' }))).toEqual({
      type: 'reload',
      to: '/index',
    });
    expect(decideNavigation(input({ path: '/index', from: '/system/user' }))).toEqual({ type: 'allow' });
  });
});
