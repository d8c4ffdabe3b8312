import { index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref } from '../../core/db/columns.ts';

/**
 * 工单: an application of a dynamic form (spec 02 §7 "Work orders"). Its process instance has
 * business table `sys_work_order` and business id the order id; `status` follows the instance
 * (0 审批中, 1 已通过, 2 已驳回, 3 已撤回, 4 已取消).
 */
export const sysWorkOrder = pgTable(
  'sys_work_order',
  {
    orderId: id('order_id'),
    title: varchar('title', { length: 100 }).notNull(),
    formId: ref('form_id').notNull(),
    formKey: varchar('form_key', { length: 64 }).notNull(),
    formName: varchar('form_name', { length: 100 }).notNull(),
    /** The submitted values, as the form's schema validated them. */
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    instanceId: ref('instance_id'),
    status: flag('status'),
    applicantId: ref('applicant_id').notNull(),
    applicantName: varchar('applicant_name', { length: 64 }).notNull(),
    ...audit(),
  },
  (t) => [
    // 我的申请: the applicant's orders, newest first.
    index('sys_work_order_applicant_idx').on(t.applicantId, t.orderId.desc()),
    // Every order by status (holders of system:order:query), newest first.
    index('sys_work_order_status_idx').on(t.status, t.orderId.desc()),
  ],
);
