import { FormOutlined } from '@ant-design/icons';
import { type FormRow, PERMS } from '@zj/contract';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import type { ListTableBinding } from '@/shared/ui/list/use-list-page.ts';

/** The columns of the visibility setting, in order, with their text keys. */
export const FORM_LABELS = {
  formId: 'form.id',
  formName: 'form.name',
  formKey: 'form.key',
  modelKey: 'form.modelKey',
  remark: 'form.remark',
  createTime: 'common.createTime',
} as const;

export function FormTable({
  onDesign,
  ...binding
}: ListTableBinding<FormRow, number> & { onDesign: (row: FormRow) => void }) {
  return (
    <ListTable
      prefix="form"
      rowKey="formId"
      perms={PERMS.system.form}
      columns={{
        formId: { width: 100 },
        formName: { ellipsis: true },
        formKey: { ellipsis: true },
        modelKey: { ellipsis: true, render: (key: string | null) => key || '-' },
        remark: { ellipsis: true },
        createTime: { width: 180 },
      }}
      actionsWidth={240}
      rowLinks={(row) => [
        {
          label: 'form.design',
          perm: PERMS.system.form.edit,
          icon: <FormOutlined />,
          onClick: () => onDesign(row),
          testId: 'form-row-design',
        },
      ]}
      {...binding}
    />
  );
}
