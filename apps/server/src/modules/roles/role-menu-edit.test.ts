import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRole, sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { scopedUser } from '../../test/helpers.ts';
import { createTestApp } from '../../test/test-app.ts';

/**
 * Issue 22: a role edit changes only what the editor changed. An editor who is not the super
 * administrator sees only the menus they hold in the role's menu tree; the role's other menus
 * (which the editor could neither see nor untick) stay when they save it.
 */
const ctx = await createTestApp();
afterAll(() => ctx.close());

let editor: { headers: { authorization: string } };
let roleId: number;
beforeAll(async () => {
  // Role management (101 and its buttons), the menu list (102) and 待办任务 under 任务 → 工单.
  editor = await scopedUser(ctx, {
    userName: 'role_editor',
    deptId: 103,
    dataScope: '1',
    menuIds: [1, 101, 1010, 1011, 1012, 1013, 102, 3, 300, 531],
  });
  const [role] = await ctx.database.db
    .insert(sysRole)
    .values({ roleName: '班组', roleKey: 'crew', roleSort: 7, dataScope: '1' })
    .returning();
  if (!role) throw new Error('role');
  roleId = role.roleId;
  // 我的任务 (530) and 我处理的 (532): not the editor's.
  await ctx.database.db.insert(sysRoleMenu).values([3, 300, 530, 531, 532].map((menuId) => ({ roleId, menuId })));
});

const menusOf = async (id: number) =>
  (await ctx.database.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, id))).map((r) => r.menuId).sort();

describe('role edit by an editor who holds part of the menus', () => {
  it('keeps the menus the editor does not hold, and applies what they changed', async () => {
    const tree = await ctx.app.inject({
      method: 'GET',
      url: `/prod-api/system/menu/roleMenuTreeselect/${roleId}`,
      headers: editor.headers,
    });
    expect(tree.json().code).toBe(200);
    // The editor unticks 待办任务 and renames the role; their tree shows 任务 → 工单 → 待办任务 only.
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/prod-api/system/role',
      headers: editor.headers,
      payload: { roleId, roleName: '班组长', roleKey: 'crew', roleSort: 7, status: '0', menuIds: [3, 300] },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(await menusOf(roleId)).toEqual([3, 300, 530, 532]);
  });
});
