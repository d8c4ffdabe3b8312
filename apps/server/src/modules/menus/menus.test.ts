import { LAYOUT_COMPONENTS, type RouterItem } from '@zj/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/auth/password.ts';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { sysRole, sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { sysUser, sysUserRole } from '../../core/identity/users.tables.ts';
import { menuRowsOf } from '../../core/menus/menu-install.ts';
import { PAGE_COMPONENTS } from '../../test/page-components.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { MODULES } from '../index.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

const routers = async (headers: { authorization: string }) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/prod-api/system/menu/getRouters', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as RouterItem[];
};

describe('seeded menus', () => {
  it('cover every module, and only menus whose page the web app registers are enabled', async () => {
    const rows = await ctx.database.db.select().from(sysMenu);
    const names = rows.map((r) => r.menuName);
    for (const name of [
      '用户管理',
      '问题追踪',
      '进度计划',
      '待办任务',
      '知识展示',
      '项目角色',
      '流程模板',
      '在线用户',
    ]) {
      expect(names).toContain(name);
    }
    const enabled = rows.filter((r) => r.status === '0' && r.menuType === 'C');
    for (const menu of enabled) expect(PAGE_COMPONENTS, menu.menuName).toContain(menu.component);
    // every menu row carries its side-menu group
    expect(rows.filter((r) => r.menuType !== 'F' && !r.menuGroup)).toEqual([]);
    expect(menuRowsOf(MODULES).rows).toHaveLength(rows.length);
  });

  it('the admin gets no route to a page that is not built', async () => {
    const tree = await routers(await login(ctx.app));
    const components: string[] = [];
    const walk = (items: RouterItem[]) => {
      for (const item of items) {
        components.push(item.component);
        if (item.children) walk(item.children);
      }
    };
    walk(tree);
    for (const c of components) expect([...LAYOUT_COMPONENTS, ...PAGE_COMPONENTS]).toContain(c);
  });
});

describe('getRouters', () => {
  beforeAll(async () => {
    // The system directory with exactly two pages, the log directory (parent view) and an inner link.
    await ctx.database.db
      .update(sysMenu)
      .set({ status: '1' })
      .where(and(eq(sysMenu.parentId, 1), notInArray(sysMenu.menuId, [100, 101, 108])));
    await ctx.database.db
      .update(sysMenu)
      .set({ status: '0', visible: '0' })
      .where(inArray(sysMenu.menuId, [1, 100, 101, 108, 500, 501]));
    await ctx.database.db.insert(sysMenu).values([
      {
        menuId: 9001,
        menuName: '帮助',
        parentId: 1,
        orderNum: 99,
        path: 'https://help.example.com',
        menuType: 'C',
        menuGroup: 'system',
      },
      {
        menuId: 9002,
        menuName: '隐藏页',
        parentId: 1,
        orderNum: 98,
        path: 'hidden',
        component: 'system/user/index',
        menuType: 'C',
        visible: '1',
        menuGroup: 'system',
      },
    ]);
    const [role] = await ctx.database.db
      .insert(sysRole)
      .values({ roleName: '日志员', roleKey: 'logger', roleSort: 5 })
      .returning();
    if (!role) throw new Error('role');
    await ctx.database.db.insert(sysRoleMenu).values([1, 108, 501].map((menuId) => ({ roleId: role.roleId, menuId })));
    const [user] = await ctx.database.db
      .insert(sysUser)
      .values({ userName: 'logger', nickName: 'Logger', password: await hashPassword('logger123') })
      .returning();
    if (!user) throw new Error('user');
    await ctx.database.db.insert(sysUserRole).values({ userId: user.userId, roleId: role.roleId });
  });

  it('builds the RuoYi router tree for the admin', async () => {
    const [system, business, order, ...rest] = await routers(await login(ctx.app));
    expect(rest).toEqual([]);
    // The task group: 工单 with the work-orders pages (/order/order/my-todo is the task entry).
    expect(order).toMatchObject({ path: '/order', component: 'Layout', menuGroup: 'task' });
    expect(order?.children?.map((c) => c.path)).toEqual(['order']);
    expect(order?.children?.[0]?.children?.map((c) => [c.path, c.component])).toEqual([
      ['my-order', 'order/my-order/index'],
      ['my-todo', 'order/my-todo/index'],
      ['my-done', 'order/my-done/index'],
      ['apply-form', 'order/apply-form/index'],
    ]);
    // The project group: 生产进度, 措施计划, 问题追踪, 模型列表, 模型对比, 施工日志, 模型日志, 每日对比, 质量看板, 安全看板, 质量报告, 安全报告, the built member screens under 成员管理, 最近访问,
    // 质量检查, 安全检查, 质量文件, 安全文件 and 地图.
    expect(business).toMatchObject({ name: 'Business', path: '/business', component: 'Layout', menuGroup: 'project' });
    expect(business?.children?.map((c) => c.path)).toEqual([
      'production',
      'measurePlan',
      'problemtracking',
      'modelList',
      'modelCompare',
      'planmanage',
      'constructionLog',
      'modelLog',
      'dailyCompare',
      'qualityDashboard',
      'safetyDashboard',
      'qualityReport',
      'safetyReport',
      'member',
      'modelDashboard',
      'quality',
      'safety',
      'qualityFile',
      'safetyFile',
      'projectMap',
    ]);
    expect(business?.children?.find((c) => c.path === 'problemtracking')).toMatchObject({
      component: 'business/problemtracking/index',
      meta: { title: '问题追踪', icon: 'bug' },
    });
    expect(business?.children?.find((c) => c.path === 'quality')).toMatchObject({
      component: 'business/quality/index',
      meta: { title: '质量检查' },
    });
    expect(business?.children?.find((c) => c.path === 'projectMap')).toMatchObject({
      component: 'business/projectMap/index',
      menuGroup: 'project',
      hidden: false,
      meta: { title: '地图', icon: 'map' },
    });
    expect(business?.children?.find((c) => c.path === 'member')?.children?.map((c) => c.component)).toEqual([
      'business/member/role',
      'business/member/user',
      'business/member/architecture',
    ]);
    expect(system).toMatchObject({
      name: 'System',
      path: '/system',
      component: 'Layout',
      hidden: false,
      alwaysShow: true,
      redirect: 'noRedirect',
      menuGroup: 'system',
      meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
    });
    const children = system?.children ?? [];
    expect(children.map((c) => c.path)).toEqual(['user', 'role', 'log', 'hidden', 'help/example/com']);
    expect(children[0]).toMatchObject({ name: 'User', component: 'system/user/index', menuGroup: 'system' });
    expect(children[2]).toMatchObject({ component: 'ParentView', alwaysShow: true });
    expect(children[2]?.children?.map((c) => c.component)).toEqual(['system/operlog/index', 'system/logininfor/index']);
    expect(children[3]).toMatchObject({ hidden: true });
    expect(children[4]).toMatchObject({ component: 'InnerLink', meta: { link: 'https://help.example.com' } });
  });

  it('gives other users only the menus of their roles, with parents', async () => {
    const tree = await routers(await login(ctx.app, 'logger', 'logger123'));
    expect(tree).toHaveLength(1);
    expect(tree[0]?.path).toBe('/system');
    expect(tree[0]?.children?.map((c) => c.path)).toEqual(['log']);
    expect(tree[0]?.children?.[0]?.children?.map((c) => c.meta.title)).toEqual(['登录日志']);
  });

  it('drops menus whose parent is not granted, and disabled menus', async () => {
    await ctx.database.db
      .update(sysMenu)
      .set({ status: '1' })
      .where(inArray(sysMenu.menuId, [108]));
    const tree = await routers(await login(ctx.app, 'logger', 'logger123'));
    expect(tree[0]?.children ?? []).toEqual([]);
  });

  it('gives a user without roles an empty sidebar', async () => {
    await ctx.database.db
      .insert(sysUser)
      .values({ userName: 'plain', nickName: 'Plain', password: await hashPassword('plain123') });
    expect(await routers(await login(ctx.app, 'plain', 'plain123'))).toEqual([]);
  });
});
