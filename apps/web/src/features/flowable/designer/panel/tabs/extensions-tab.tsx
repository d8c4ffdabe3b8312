import { Button, Drawer, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelEnv } from '../panel-env.ts';
import { randomId } from '../rules/ids.ts';
import { type PropertyForm, propertyFormsOf, removeProperty, saveProperty } from '../rules/properties.ts';
import { SubTable } from './sub-table.tsx';

/** 扩展属性: add, edit and save, remove with confirmation. */
export function ExtensionsTab({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const rows = propertyFormsOf(env.element.businessObject);
  const [editing, setEditing] = useState<{ index?: number; value: PropertyForm } | null>(null);
  const [form] = Form.useForm<PropertyForm>();
  const open = (value: PropertyForm, index?: number) => {
    setEditing({ index, value });
    form.setFieldsValue(value);
  };
  return (
    <Flex vertical gap={8}>
      <SubTable<PropertyForm>
        testId="panel-ext-table"
        rows={rows}
        columns={[
          { key: 'name', title: t('panel.ext.name'), dataIndex: 'name', ellipsis: true },
          { key: 'value', title: t('panel.ext.value'), dataIndex: 'value', ellipsis: true },
        ]}
        onEdit={(row, index) => open(row, index)}
        onRemove={(index) => removeProperty(env, env.element, index)}
      />
      <Button
        type="primary"
        size="small"
        onClick={() => open({ id: randomId(), name: '', value: '' })}
        data-testid="panel-ext-add"
      >
        {t('panel.ext.add')}
      </Button>
      <Drawer
        open={editing !== null}
        title={t('panel.ext.title')}
        size={420}
        onClose={() => setEditing(null)}
        destroyOnHidden
        extra={
          <Button type="primary" size="small" onClick={() => form.submit()} data-testid="panel-ext-save">
            {t('panel.common.save')}
          </Button>
        }
      >
        <Form<PropertyForm>
          form={form}
          layout="vertical"
          size="small"
          initialValues={editing?.value}
          onFinish={(values) => {
            saveProperty(
              env,
              env.element,
              { id: editing?.value.id ?? randomId(), name: values.name, value: values.value ?? '' },
              editing?.index,
            );
            setEditing(null);
          }}
        >
          <Form.Item
            name="name"
            label={t('panel.ext.name')}
            rules={[{ required: true, whitespace: true, message: t('panel.ext.nameRequired') }]}
          >
            <Input data-testid="panel-ext-name" />
          </Form.Item>
          <Form.Item name="value" label={t('panel.ext.value')}>
            <Input data-testid="panel-ext-value" />
          </Form.Item>
        </Form>
      </Drawer>
    </Flex>
  );
}
