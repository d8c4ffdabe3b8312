import { AutoComplete, Button, Flex, Form, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormPage } from '../api/get-choices.ts';
import type { PanelEnv } from '../panel-env.ts';
import {
  businessKeyOf,
  emptyField,
  type FormFieldForm,
  fieldFormsOf,
  formKeyOf,
  removeFormField,
  saveFormField,
  setBusinessKey,
  setFormKey,
} from '../rules/form.ts';
import { FormFieldDrawer } from './form-field-drawer.tsx';
import { SubTable } from './sub-table.tsx';

function FormKey({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const stored = formKeyOf(env.element.businessObject);
  const [text, setText] = useState(stored);
  useEffect(() => setText(stored), [stored]);
  const forms = useFormPage(text === stored ? '' : text);
  const commit = (value: string) => {
    if (value !== stored) setFormKey(env, env.element, value);
  };
  return (
    <Form.Item label={t('panel.form.key')} extra={t('panel.form.keyHint')}>
      <AutoComplete
        value={text}
        allowClear
        options={(forms.data?.rows ?? []).map((row) => ({
          value: row.formKey,
          label: `${row.formName} (${row.formKey})`,
        }))}
        onChange={(value: string) => setText(value ?? '')}
        onSelect={(value: string) => {
          setText(value);
          commit(value);
        }}
        onBlur={() => commit(text)}
        data-testid="panel-form-key"
        aria-label={t('panel.form.key')}
      />
    </Form.Item>
  );
}

/** 表单: form key, business key (a field or none), the field table and the field drawer. */
export function FormTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const bo = env.element.businessObject;
  const fields = fieldFormsOf(bo);
  const [editing, setEditing] = useState<{ index?: number; value: FormFieldForm } | null>(null);
  const typeLabel = (field: FormFieldForm) =>
    field.type === 'custom' ? field.typeName : t(`panel.form.type.${field.type}`);
  return (
    <Flex vertical gap={8}>
      <Form layout="vertical" size="small">
        <FormKey env={env} />
        <Form.Item label={t('panel.form.businessKey')}>
          <Select
            value={businessKeyOf(bo)}
            onChange={(key) => setBusinessKey(env, env.element, key)}
            options={[
              { value: '', label: t('panel.common.none') },
              ...fields
                .filter((field) => field.id)
                .map((field) => ({ value: field.id, label: field.label || field.id })),
            ]}
            data-testid="panel-business-key"
          />
        </Form.Item>
      </Form>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('panel.form.fields')}</Typography.Text>
        <Button
          size="small"
          type="primary"
          onClick={() => setEditing({ value: emptyField() })}
          data-testid="panel-form-add-field"
        >
          {t('panel.form.addField')}
        </Button>
      </Flex>
      <SubTable<FormFieldForm>
        testId="panel-form-fields"
        rows={fields}
        columns={[
          { key: 'label', title: t('panel.form.label'), dataIndex: 'label', ellipsis: true },
          { key: 'type', title: t('panel.form.type'), render: (_, row) => typeLabel(row) },
          { key: 'defaultValue', title: t('panel.form.defaultValue'), dataIndex: 'defaultValue', ellipsis: true },
        ]}
        onEdit={(row, index) => setEditing({ index, value: row })}
        onRemove={(index) => removeFormField(env, env.element, index)}
      />
      <FormFieldDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={(form, index) => {
          saveFormField(env, env.element, form, index);
          setEditing(null);
        }}
      />
    </Flex>
  );
}
