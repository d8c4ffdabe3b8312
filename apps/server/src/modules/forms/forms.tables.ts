import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id } from '../../core/db/columns.ts';

/** 动态表单: a @bpmn-io/form-js schema, its key, and the process (model key) it starts. */
export const sysForm = pgTable(
  'sys_form',
  {
    formId: id('form_id'),
    formName: varchar('form_name', { length: 100 }).notNull(),
    formKey: varchar('form_key', { length: 64 }).notNull(),
    /** The form-js schema as JSON text (checked before it is stored). */
    formContent: text('form_content').notNull(),
    /** The BPMN process key this form starts; null for none. */
    modelKey: varchar('model_key', { length: 64 }),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_form_key_uq').on(t.formKey),
    index('sys_form_name_idx').on(t.formName),
    index('sys_form_model_key_idx').on(t.modelKey),
  ],
);
