import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../client.ts';
import {
  sysConfig,
  sysDept,
  sysDictData,
  sysDictType,
  sysMenu,
  sysPost,
  sysRole,
  sysUser,
  sysUserRole,
} from '../schema.ts';
import { flattenMenus, MENU_TREE } from './menus.ts';
import { DICT_DATA_ROWS, DICT_TYPE_ROWS, POSTS } from './system-data.ts';

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

const CONFIGS = [
  { configId: 1, configName: '主框架页-默认皮肤样式名称', configKey: 'sys.index.skinName', configValue: 'skin-blue' },
  { configId: 2, configName: '用户管理-账号初始密码', configKey: 'sys.user.initPassword', configValue: '123456' },
  { configId: 3, configName: '主框架页-侧边栏主题', configKey: 'sys.index.sideTheme', configValue: 'theme-dark' },
  { configId: 4, configName: '账号自助-验证码开关', configKey: 'sys.account.captchaEnabled', configValue: 'true' },
  {
    configId: 5,
    configName: '账号自助-是否开启用户注册功能',
    configKey: 'sys.account.registerUser',
    configValue: 'false',
  },
  { configId: 6, configName: '用户登录-黑名单列表', configKey: 'sys.login.blackIPList', configValue: '' },
  // Tile URL template of the project map ({z}/{x}/{y}); empty: markers on a plain background.
  { configId: 7, configName: '地图-瓦片地址', configKey: 'sys.map.tileUrl', configValue: '' },
].map((c) => ({ ...c, configType: 'Y', createBy: 'admin' }));

/** Moves an identity sequence past the seeded ids so later inserts do not collide. */
async function syncSequence(db: Db, table: string, column: string, floor: number) {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, ${column}), greatest((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), ${floor}))`,
  );
}

async function insertMissing(db: Db, table: PgTable, rows: Record<string, unknown>[]) {
  if (rows.length) await db.insert(table).values(rows).onConflictDoNothing();
}

/** Idempotent: runs at every start and inserts only what is missing. */
export async function seed(db: Db): Promise<void> {
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
  await insertMissing(db, sysConfig, CONFIGS);
  await insertMissing(db, sysMenu, flattenMenus(MENU_TREE));
  await insertMissing(db, sysPost, POSTS);
  await insertMissing(db, sysDictType, DICT_TYPE_ROWS);
  // Data only of types that exist (an admin may have renamed a seeded type).
  const types = new Set((await db.select({ type: sysDictType.dictType }).from(sysDictType)).map((r) => r.type));
  await insertMissing(
    db,
    sysDictData,
    DICT_DATA_ROWS.filter((d) => types.has(d.dictType)),
  );

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
  await syncSequence(db, 'sys_config', 'config_id', 100);
  await syncSequence(db, 'sys_menu', 'menu_id', 2000);
  await syncSequence(db, 'sys_user', 'user_id', 100);
  await syncSequence(db, 'sys_post', 'post_id', 100);
  await syncSequence(db, 'sys_dict_type', 'dict_id', 100);
  await syncSequence(db, 'sys_dict_data', 'dict_code', 1000);
}
