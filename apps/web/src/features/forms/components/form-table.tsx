import { FormOutlined } from '@ant-design/icons';
import { type FormRow, PERMS } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
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
  const { t } = useTranslation();
  const columns: ColumnsType<FormRow> = [
    column('formId', t('form.id'), { width: 100 }),
    column('formName', t('form.name'), { ellipsis: true }),
    column('formKey', t('form.key'), { ellipsis: true }),
    column('modelKey', t('form.modelKey'), { ellipsis: true, render: (key: string | null) => key || '-' }),
    column('remark', t('form.remark'), { ellipsis: true }),
    column('createTime', t('common.createTime'), { width: 180 }),
  ];
  return (
    <ListTable
      prefix="form"
      rowKey="formId"
      perms={PERMS.system.form}
      columns={columns}
      actionsWidth={240}
      rowExtra={(row) => (
        <PermLink
          perm={PERMS.system.form.edit}
          icon={<FormOutlined />}
          onClick={() => onDesign(row)}
          testId="form-row-design"
        >
          {t('form.design')}
        </PermLink>
      )}
      {...binding}
    />
  );
}
