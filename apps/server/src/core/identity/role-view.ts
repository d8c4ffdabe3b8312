import type { ApiOut, roleRow } from '@zj/contract';
import type { sysRole } from './roles.tables.ts';

/** The super administrator's role (RuoYi's role 1): never edited, never handed out by others. */
export const SUPER_ROLE_ID = 1;

export type RoleRecord = typeof sysRole.$inferSelect;

/** A role as the API shows it (role list, detail, a user's roles), `admin` on the super role. */
export const roleView = (r: RoleRecord): ApiOut<typeof roleRow> => ({
  roleId: r.roleId,
  roleName: r.roleName,
  roleKey: r.roleKey,
  roleSort: r.roleSort,
  dataScope: r.dataScope,
  menuCheckStrictly: r.menuCheckStrictly,
  deptCheckStrictly: r.deptCheckStrictly,
  status: r.status,
  delFlag: r.delFlag,
  createTime: r.createTime,
  remark: r.remark,
  admin: r.roleId === SUPER_ROLE_ID,
});
