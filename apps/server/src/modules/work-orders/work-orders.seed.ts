import { readFile } from 'node:fs/promises';
import type { Db } from '../../core/db/client.ts';
import { sysRole, sysRoleMenu } from '../../core/identity/roles.tables.ts';
import { seedProcess } from '../workflow/index.ts';
import { ORDER_MENU_IDS } from './work-orders.menus.ts';

/**
 * 审批人: the role whose holders approve the seeded processes (their approval task names the
 * candidate group `r3`). A fixed id, free on every database (the identity seed numbers roles
 * from 100 on), so the bundled BPMN can name it. 超级管理员 passes every check anyway and every
 * user holds 普通角色, so neither suits an approval step.
 */
export const APPROVER_ROLE = {
  roleId: 3,
  roleName: '审批人',
  roleKey: 'approver',
  roleSort: 3,
  dataScope: '5',
  remark: '质量整改审批、计划审批、措施审批的审批人',
} as const;

/** The approvals the forms `quality_improvement`, `plan_approval` and `measure_apply` start (same keys as their modelKey). */
export const PROCESS_FILES = [
  'quality_improvement.bpmn20.xml',
  'plan_approval.bpmn20.xml',
  'measure_apply.bpmn20.xml',
] as const;

export const processXml = (file: (typeof PROCESS_FILES)[number]) =>
  readFile(new URL(`./processes/${file}`, import.meta.url), 'utf8');

/**
 * The approver role (created once, with the task menus 任务 → 工单 → 待办任务/我处理的), and
 * the seeded processes, imported and deployed where their key has no definition yet. Runs after
 * the forms' and the workflow's seeds; an administrator's later changes stay.
 */
export async function seedWorkOrders(db: Db): Promise<void> {
  const created = await db
    .insert(sysRole)
    .values({ ...APPROVER_ROLE, createBy: 'admin' })
    .onConflictDoNothing()
    .returning({ roleId: sysRole.roleId });
  if (created.length > 0) {
    await db
      .insert(sysRoleMenu)
      .values(
        [3, 300, ORDER_MENU_IDS.todo, ORDER_MENU_IDS.done].map((menuId) => ({ roleId: APPROVER_ROLE.roleId, menuId })),
      )
      .onConflictDoNothing();
  }
  for (const file of PROCESS_FILES) await seedProcess(db, await processXml(file));
}
