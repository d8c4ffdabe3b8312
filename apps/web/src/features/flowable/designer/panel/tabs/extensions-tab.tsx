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
  const [checked, setChecked] = useState(false);
  const open = (value: PropertyForm, index?: number) => {
    setEditing({ index, value });
    setChecked(false);
  };
  const edit = (change: Partial<PropertyForm>) =>
    setEditing((current) => current && { ...current, value: { ...current.value, ...change } });
  const nameMissing = checked && !editing?.value.name.trim();
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
          <Button
            type="primary"
            size="small"
            data-testid="panel-ext-save"
            onClick={() => {
              setChecked(true);
              if (!editing || !editing.value.name.trim()) return;
              saveProperty(env, env.element, editing.value, editing.index);
              setEditing(null);
            }}
          >
            {t('panel.common.save')}
          </Button>
        }
      >
        {editing && (
          <Form layout="vertical" size="small">
            <Form.Item
              label={t('panel.ext.name')}
              required
              validateStatus={nameMissing ? 'error' : undefined}
              help={nameMissing ? t('panel.ext.nameRequired') : undefined}
            >
              <Input
                value={editing.value.name}
                onChange={(event) => edit({ name: event.target.value })}
                data-testid="panel-ext-name"
              />
            </Form.Item>
            <Form.Item label={t('panel.ext.value')}>
              <Input
                value={editing.value.value}
                onChange={(event) => edit({ value: event.target.value })}
                data-testid="panel-ext-value"
              />
            </Form.Item>
          </Form>
        )}
      </Drawer>
    </Flex>
  );
}
