import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose version is bumped by statement triggers on every table that decides roles,
 * permissions or the cached user profile (sys_role, sys_user_role, sys_role_menu, sys_menu, sys_dept,
 * sys_user profile columns). Each request reads it with
 * its session, so cached permission sets are never used after a change, on any replica.
 */
export const sysAuthzVersion = pgTable('sys_authz_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
