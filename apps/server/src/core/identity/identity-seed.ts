import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import type { Db } from '../db/client.ts';
import { insertMissing, syncSequence } from '../db/seeding.ts';
import { installMenus } from '../menus/menu-install.ts';
import { sysDept } from './depts.tables.ts';
import { sysRole } from './roles.tables.ts';
import { sysUser, sysUserRole } from './users.tables.ts';

export const DEFAULT_ADMIN = { userName: 'admin', password: 'admin123' } as const;

const DEPTS = [
  { deptId: 100, parentId: 0, ancestors: '0', deptName: '智建集团', orderNum: 0, leader: '管理员' },
  { deptId: 101, parentId: 100, ancestors: '0,100', deptName: '总部', orderNum: 1, leader: '管理员' },
  { deptId: 102, parentId: 101, ancestors: '0,100,101', deptName: '工程管理部', orderNum: 1, leader: null },
  { deptId: 103, parentId: 101, ancestors: '0,100,101', deptName: '质量安全部', orderNum: 2, leader: null },
  { deptId: 104, parentId: 101, ancestors: '0,100,101', deptName: '技术部', orderNum: 3, leader: null },
];

const ROLES = [
  { roleId: 1, roleName: '超级管理员', roleKey: 'admin', roleSort: 1, dataScope: '1', remark: '超级管理员' },
  { roleId: 2, roleName: '普通角色', roleKey: 'common', roleSort: 2, dataScope: '2', remark: '普通角色' },
];

/**
 * The kernel's reference data, idempotent (runs at every start, inserts only what is missing):
 * the department tree, the two RuoYi roles, the admin user, and the menus of the plan and of
 * the listed modules.
 */
export async function seedIdentity(db: Db, modules: Parameters<typeof installMenus>[1]): Promise<void> {
  await insertMissing(
    db,
    sysDept,
    DEPTS.map((d) => ({ ...d, createBy: 'admin' })),
  );
  await insertMissing(
    db,
    sysRole,
    ROLES.map((r) => ({ ...r, createBy: 'admin' })),
  );
  await installMenus(db, modules);

  const [admin] = await db.select({ id: sysUser.userId }).from(sysUser).where(sql`${sysUser.userId} = 1`);
  if (!admin) {
    await insertMissing(db, sysUser, [
      {
        userId: 1,
        deptId: 101,
        userName: DEFAULT_ADMIN.userName,
        nickName: '管理员',
        email: 'admin@zhijian.local',
        sex: '0',
        password: await hashPassword(DEFAULT_ADMIN.password),
        createBy: 'admin',
        remark: '超级管理员',
      },
    ]);
  }
  await insertMissing(db, sysUserRole, [{ userId: 1, roleId: 1 }]);

  await syncSequence(db, 'sys_dept', 'dept_id', 200);
  await syncSequence(db, 'sys_role', 'role_id', 100);
  await syncSequence(db, 'sys_menu', 'menu_id', 2000);
  await syncSequence(db, 'sys_user', 'user_id', 100);
}
