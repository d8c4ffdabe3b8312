import type { Db } from '../../core/db/client.ts';
import { insertMissing } from '../../core/db/seeding.ts';
import { sysForm } from './forms.tables.ts';

const schema = (components: object[]) => JSON.stringify({ type: 'default', schemaVersion: 19, components }, null, 2);

const planName = {
  type: 'textfield',
  key: 'planName',
  label: '整改计划名称',
  validate: { required: true, maxLength: 100 },
};

/**
 * The forms the problem, plan and measure approvals start with (issues 9 and 26): their processes are seeded by
 * the workflow module under the same keys. Inserted where their key is missing; an
 * administrator's changes stay.
 */
export const FORMS = [
  {
    formName: '质量整改审批',
    formKey: 'quality_improvement',
    modelKey: 'quality_improvement',
    formContent: schema([
      planName,
      {
        type: 'textarea',
        key: 'planContent',
        label: '整改内容',
        validate: { required: true, maxLength: 500 },
      },
    ]),
  },
  {
    formName: '计划审批',
    formKey: 'plan_approval',
    modelKey: 'plan_approval',
    formContent: schema([
      { ...planName, label: '计划名称' },
      { type: 'textarea', key: 'remark', label: '备注', validate: { maxLength: 500 } },
    ]),
  },
  {
    formName: '措施审批',
    formKey: 'measure_apply',
    modelKey: 'measure_apply',
    formContent: schema([
      { type: 'textfield', key: 'measureTitle', label: '措施名称', validate: { required: true, maxLength: 100 } },
      { type: 'textfield', key: 'category', label: '措施类别', validate: { maxLength: 50 } },
      { type: 'textfield', key: 'owner', label: '负责人', validate: { maxLength: 64 } },
      { type: 'textfield', key: 'deadline', label: '截止日期', validate: { maxLength: 10 } },
      { type: 'textarea', key: 'remark', label: '备注', validate: { maxLength: 500 } },
    ]),
  },
].map((f) => ({ ...f, createBy: 'admin' }));

/** The seeded forms, where their key is missing. */
export async function seedForms(db: Db): Promise<void> {
  await insertMissing(db, sysForm, FORMS);
}
