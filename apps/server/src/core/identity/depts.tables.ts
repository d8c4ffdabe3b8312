import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref } from '../db/columns.ts';

export const sysDept = pgTable(
  'sys_dept',
  {
    deptId: id('dept_id'),
    parentId: ref('parent_id').notNull().default(0),
    /** Comma-joined ids of all ancestors, root first ("0,100,101"). */
    ancestors: varchar('ancestors', { length: 500 }).notNull().default(''),
    deptName: varchar('dept_name', { length: 30 }).notNull(),
    orderNum: integer('order_num').notNull().default(0),
    leader: varchar('leader', { length: 20 }),
    phone: varchar('phone', { length: 11 }),
    email: varchar('email', { length: 50 }),
    status: flag('status'),
    delFlag: flag('del_flag'),
    ...audit(),
  },
  (t) => [index('sys_dept_parent_idx').on(t.parentId)],
);
