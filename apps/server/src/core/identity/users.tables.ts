import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref, time } from '../db/columns.ts';

export const sysUser = pgTable(
  'sys_user',
  {
    userId: id('user_id'),
    deptId: ref('dept_id'),
    userName: varchar('user_name', { length: 30 }).notNull(),
    nickName: varchar('nick_name', { length: 30 }).notNull(),
    userType: varchar('user_type', { length: 2 }).notNull().default('00'),
    email: varchar('email', { length: 50 }).notNull().default(''),
    phonenumber: varchar('phonenumber', { length: 11 }).notNull().default(''),
    /** '0' male, '1' female, '2' unknown */
    sex: varchar('sex', { length: 1 }).notNull().default('2'),
    avatar: varchar('avatar', { length: 255 }).notNull().default(''),
    password: varchar('password', { length: 255 }).notNull(),
    status: flag('status'),
    /** '0' present, '2' deleted (RuoYi) */
    delFlag: flag('del_flag'),
    loginIp: varchar('login_ip', { length: 128 }).notNull().default(''),
    loginDate: time('login_date'),
    pwdUpdateDate: time('pwd_update_date'),
    /** '1': the password was set by an administrator (create, import) and must be changed at first login. */
    pwdChangeRequired: flag('pwd_change_required'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_user_name_uq').on(t.userName),
    // The user list: a department subtree, ordered by id, one page at a time.
    // Lists filter present users by department subtree and page by id: index-only for counts.
    index('sys_user_dept_idx').on(t.deptId, t.userId).where(sql`${t.delFlag} = '0'`),
    index('sys_user_phone_idx').on(t.phonenumber),
    index('sys_user_create_time_idx').on(t.createTime),
  ],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userId: ref('user_id').notNull(),
    roleId: ref('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);
