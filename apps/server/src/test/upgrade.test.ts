import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LAYOUT_COMPONENTS } from '@zj/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../core/db/rows.ts';
import { sysMenu } from '../core/identity/menus.tables.ts';
import { sysUser } from '../core/identity/users.tables.ts';
import { menuRowsOf } from '../core/menus/menu-install.ts';
import { sysModule } from '../core/menus/modules.tables.ts';
import { bizProjectUser } from '../core/project/projects.tables.ts';
import { MODULES } from '../modules/index.ts';
import { seed } from '../seed.ts';
import { PAGE_COMPONENTS } from './page-components.ts';
import { createEmptyDatabase, type TestDatabase } from './test-db.ts';

// A database made by the previous main (fixtures/previous-main.sql.gz) upgrades with the current
// migrations and seed without losing a row, and keeps what an administrator changed.
let database: TestDatabase;
const count = async (table: string): Promise<number> =>
  Number(rowsOf<{ n: string }>(await database.db.execute(sql.raw(`select count(*) as n from ${table}`)))[0]?.n);

beforeAll(async () => {
  database = await createEmptyDatabase();
  // Kept compressed: a dump is data, not code to read.
  const dump = gunzipSync(await readFile(join(import.meta.dirname, 'fixtures/previous-main.sql.gz'))).toString('utf8');
  await database.exec(`${dump}\nreset search_path;`);
});
afterAll(() => database.close());

describe('upgrading a database of the previous main', () => {
  it('migrates and seeds, keeping every row', async () => {
    const before = {
      menus: await count('sys_menu'),
      users: await count('sys_user'),
      members: await count('biz_project_user'),
      messages: await count('sys_message'),
      news: await count('biz_project_news'),
    };
    expect(before.menus).toBe(138);
    await database.migrate();
    await seed(database.db);
    await seed(database.db);
    // Sixteen rows more: the button 文件上传 (1200, common:file:upload) that the upload quota
    // added, granted to 普通角色 by its migration, 地图 (241), which the projects module gained, the
    // workflow module's eight permission buttons (5100–5104, 5110–5112) below its pages
    // 流程模板/流程定义, which the previous main had reserved (hidden, disabled) in the plan, the
    // forms module's four buttons (1140–1143) below 动态表单 (112, a planned row until then), and
    // with the work orders 应用申请 (533) and the button 工单查询 (5300); their pages 530–532 were
    // already there (planned, disabled) and are now enabled with 533, and 普通角色 holds the four
    // pages with 任务 and 工单. The modules' install enables their pages, buttons and directories.
    // Twenty-two more from issue 11: the problems module's buttons below 问题追踪 (2140–2151), the
    // quality module's below 质量检查 (1370–1372), and the safety-files module's below 安全报告
    // (1395–1396), 质量文件 (1380–1382) and 安全文件 (1390–1391); their pages (214, 223, 224,
    // 226, 237, 239, 240) were planned rows and are now enabled. Twelve more: the quality and
    // safety problems' buttons below 质量检查 (1373–1378) and 安全检查 (1400–1405, its page 238
    // a planned row until then). One more from issue 22: 整改审批 (2152) below 问题追踪. Four more
    // from issue 24: 模型列表 (242) and its buttons (1410–1412); the planned 模型对比 (215) and
    // 模型日志 (219) are enabled. Four more from issue 26: 施工日志's buttons (1430–1433); its page
    // (218) was a planned row and is now enabled. Ten more from issue 26: 进度计划's buttons
    // (1440–1449); its page (217) was a planned row and is now enabled. Six more: 措施计划's buttons
    // (1450–1455), and one: 生产进度's 修改 (1460); their pages 213, 212 and 每日对比 (220) were
    // planned rows and are now enabled.
    expect(await count('sys_menu')).toBe(before.menus + 16 + 22 + 12 + 1 + 4 + 4 + 10 + 6 + 1);
    expect(
      await count(
        "sys_menu where menu_id in (213, 1450, 1451, 1452, 1453, 1454, 1455, 212, 1460, 220) and status = '0'",
      ),
    ).toBe(10);
    // Migration 0038: 普通角色 holds the schedule's pages and buttons; 项目成员 reads them everywhere.
    expect(
      await count(
        'sys_role_menu where role_id = 2 and menu_id in (217, 1440, 1449, 218, 1433, 213, 1455, 212, 1460, 220)',
      ),
    ).toBe(10);
    expect(
      await count(
        "biz_project_role_menu m join biz_project_role r using (role_id) where r.role_key = 'member' and m.menu_id = 217",
      ),
    ).toBe(await count("biz_project_role where role_key = 'member'"));
    expect(
      await count(
        "sys_menu where menu_id in (217, 1440, 1441, 1442, 1443, 1444, 1445, 1446, 1447, 1448, 1449) and status = '0'",
      ),
    ).toBe(11);
    expect(await count("sys_menu where menu_id in (218, 1430, 1431, 1432, 1433) and status = '0'")).toBe(5);
    expect(await count("sys_menu where menu_id in (242, 1410, 1411, 1412, 215, 219) and status = '0'")).toBe(6);
    expect(await count("sys_menu where menu_id = 2152 and status = '0'")).toBe(1);
    // Issue 22: 普通角色 holds the project group (its project roles decide), not project creation;
    // every live project gains 检查员, 整改人 and 审批人, and its 项目成员 reads the problems.
    expect(await count('sys_role_menu where role_id = 2 and menu_id in (2, 214, 237, 238, 2146, 2152)')).toBe(6);
    expect(await count('sys_role_menu where role_id = 2 and menu_id in (1112, 1372)')).toBe(0);
    const live = await count("biz_project where del_flag = '0'");
    expect(live).toBeGreaterThan(0);
    for (const key of ['inspector', 'rectifier', 'approver'])
      expect(
        await count(
          `biz_project_role r join biz_project p using (project_id) where p.del_flag = '0' and r.role_key = '${key}'`,
        ),
      ).toBe(live);
    expect(
      await count(
        "biz_project_role_menu m join biz_project_role r using (role_id) where r.role_key = 'member' and m.menu_id = 2140",
      ),
    ).toBe(await count("biz_project_role where role_key = 'member'"));
    expect(
      await count(
        "sys_menu where (menu_id in (214, 223, 224, 226, 237, 238, 239, 240) or menu_id between 2140 and 2151 or menu_id between 1370 and 1378 or menu_id between 1380 and 1382 or menu_id between 1390 and 1391 or menu_id between 1395 and 1396 or menu_id between 1400 and 1405) and status = '0'",
      ),
    ).toBe(42);
    expect(await count("sys_menu where menu_id in (112, 1140, 1141, 1142, 1143) and status = '0'")).toBe(5);
    expect(await count("sys_menu where menu_id in (113, 510, 511) and status = '1'")).toBe(0);
    expect(await count("sys_menu where menu_id between 5100 and 5112 and status = '0' and visible = '0'")).toBe(8);
    expect(await count("sys_menu where menu_id in (113, 510, 511) and status = '0' and visible = '0'")).toBe(3);
    expect(await count("sys_menu where menu_id in (3, 300, 530, 531, 532, 533, 5300) and status = '0'")).toBe(7);
    expect(await count('sys_role_menu where role_id = 2 and menu_id in (3, 300, 530, 531, 532, 533)')).toBe(6);
    expect(await count('sys_role_menu where role_id = 2 and menu_id = 1200')).toBe(1);
    expect(await count('sys_user')).toBe(before.users);
    expect(await count('biz_project_user')).toBe(before.members);
    expect(await count('sys_message')).toBe(before.messages);
    expect(await count('biz_project_news')).toBe(before.news);
    const [zhangsan] = await database.db.select().from(sysUser).where(eq(sysUser.userName, 'zhangsan'));
    expect(zhangsan?.nickName).toBe('张三');
    expect(
      await database.db
        .select()
        .from(bizProjectUser)
        .where(eq(bizProjectUser.userId, zhangsan?.userId ?? 0)),
    ).toHaveLength(1);
  });

  it('records the modules as installed and leaves the menus as they were', async () => {
    const installed = await database.db.select({ name: sysModule.moduleName }).from(sysModule);
    expect(installed.map((m) => m.name).sort()).toEqual(MODULES.map((m) => m.name).sort());
    // Menu 1114 (项目删除) was disabled by an administrator: the upgrade does not enable it again.
    const [removeButton] = await database.db.select().from(sysMenu).where(eq(sysMenu.menuId, 1114));
    expect(removeButton?.status).toBe('1');
    // Every other menu of a listed module is enabled, as the previous main had it.
    const { owned } = menuRowsOf(MODULES);
    const ids = [...owned.values()].flat().filter((id) => id !== 1114);
    const rows = await database.db.select({ id: sysMenu.menuId, status: sysMenu.status }).from(sysMenu);
    const off = rows.filter((r) => ids.includes(r.id) && r.status !== '0').map((r) => r.id);
    expect(off).toEqual([]);
  });

  it('names the log pages as RuoYi-Cloud does, and every menu a page the web registers', async () => {
    const logs = await database.db
      .select({ id: sysMenu.menuId, component: sysMenu.component })
      .from(sysMenu)
      .where(inArray(sysMenu.menuId, [500, 501]))
      .orderBy(sysMenu.menuId);
    expect(logs).toEqual([
      { id: 500, component: 'system/operlog/index' },
      { id: 501, component: 'system/logininfor/index' },
    ]);
    const old = await database.db
      .select({ id: sysMenu.menuId })
      .from(sysMenu)
      .where(inArray(sysMenu.component, ['monitor/operlog/index', 'monitor/logininfor/index']));
    expect(old).toEqual([]);
    const known = new Set<string>([...LAYOUT_COMPONENTS, ...PAGE_COMPONENTS]);
    // Menus of pages still to come are seeded disabled; every enabled one must open a page.
    const menus = await database.db
      .select({ name: sysMenu.menuName, component: sysMenu.component })
      .from(sysMenu)
      .where(eq(sysMenu.status, '0'));
    const unknown = menus.filter((m) => m.component && !known.has(m.component));
    expect(unknown).toEqual([]);
  });

  it('enables the reserved pages an installed module takes over from the plan', async () => {
    // As a main before the workflow screens left it: the module installed without menus, its
    // pages, buttons and directory disabled as the plan seeded them.
    const ids = [113, 510, 511, 5100, 5101, 5102, 5103, 5104, 5110, 5111, 5112];
    await database.db.update(sysModule).set({ menuIds: '' }).where(eq(sysModule.moduleName, 'workflow'));
    await database.db.update(sysMenu).set({ status: '1', visible: '1' }).where(inArray(sysMenu.menuId, ids));
    await seed(database.db);
    const rows = await database.db
      .select({ id: sysMenu.menuId, status: sysMenu.status, visible: sysMenu.visible })
      .from(sysMenu)
      .where(inArray(sysMenu.menuId, ids));
    expect(rows.filter((r) => r.status !== '0' || r.visible !== '0')).toEqual([]);
    expect(rows).toHaveLength(ids.length);
    const [workflow] = await database.db.select().from(sysModule).where(eq(sysModule.moduleName, 'workflow'));
    expect(workflow?.menuIds.split(',').map(Number).sort()).toEqual([1, ...ids].sort());
  });

  it('adds the menu an installed module gained, enabled and owned by the module', async () => {
    const [map] = await database.db.select().from(sysMenu).where(eq(sysMenu.menuId, 241));
    expect(map).toMatchObject({
      menuName: '地图',
      parentId: 2,
      path: 'projectMap',
      component: 'business/projectMap/index',
      menuGroup: 'project',
      status: '0',
      visible: '0',
    });
    const [projects] = await database.db.select().from(sysModule).where(eq(sysModule.moduleName, 'projects'));
    expect(projects?.menuIds.split(',').map(Number)).toContain(241);
  });
});
