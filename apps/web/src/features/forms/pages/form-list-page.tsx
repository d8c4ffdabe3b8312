import { FormOutlined } from '@ant-design/icons';
import { PERMS } from '@zj/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Permission } from '@/shared/access/index.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../form-texts.ts';
import { useDeleteForms } from '../api/delete-forms.ts';
import { type FormFilters, useForms } from '../api/get-forms.ts';
import { FormDialog } from '../components/form-dialog.tsx';
import { FORM_LABELS, FormTable } from '../components/form-table.tsx';

/** 动态表单 (menu component system/form/index): form-js schemas and the process each starts. */
export default function FormListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteForms();
  const list = useListPage<FormFilters>({
    columns: { storageKey: 'system-form', labels: FORM_LABELS },
    remove: { what: 'form.id', run: remove.mutateAsync },
  });
  const forms = useForms(list.query);
  return (
    <ListPage
      prefix="form"
      perms={PERMS.system.form}
      list={list}
      query={forms}
      search={{
        fields: [
          { name: 'formName', label: 'form.name' },
          { name: 'formKey', label: 'form.key' },
        ],
      }}
      extra={
        <Permission perms={[PERMS.system.form.add]}>
          <Button icon={<FormOutlined />} data-testid="form-design-new" onClick={() => navigate('/sys/form/design')}>
            {t('form.designNew')}
          </Button>
        </Permission>
      }
      dialogs={<FormDialog formId={list.editing} onClose={list.closeEdit} />}
    >
      <FormTable {...list.table(forms)} onDesign={(row) => navigate(`/sys/form/design?formId=${row.formId}`)} />
    </ListPage>
  );
}
