import { Button, Drawer, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPES, type FormFieldForm } from '../rules/form.ts';
import { PairList } from './pair-list.tsx';

interface FormFieldDrawerProps {
  editing: { index?: number; value: FormFieldForm } | null;
  onSave: (form: FormFieldForm, index?: number) => void;
  onClose: () => void;
}

/**
 * The form-field drawer (no validation, spec 02 §5): type custom shows an editable type name,
 * date a date pattern, enum the value list; constraints and properties for any type.
 */
export function FormFieldDrawer({ editing, onSave, onClose }: FormFieldDrawerProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FormFieldForm | null>(editing?.value ?? null);
  useEffect(() => setForm(editing?.value ?? null), [editing]);
  if (!form) return <Drawer open={false} />;
  const edit = (change: Partial<FormFieldForm>) => setForm({ ...form, ...change });
  return (
    <Drawer
      open
      size={480}
      title={t('panel.form.fieldTitle')}
      onClose={onClose}
      destroyOnHidden
      data-testid="panel-form-field-drawer"
      extra={
        <Button
          type="primary"
          size="small"
          onClick={() => onSave(form, editing?.index)}
          data-testid="panel-form-field-save"
        >
          {t('panel.common.save')}
        </Button>
      }
    >
      <Form layout="vertical" size="small">
        <Form.Item label={t('panel.form.fieldId')}>
          <Input
            value={form.id}
            onChange={(event) => edit({ id: event.target.value })}
            data-testid="panel-form-field-id"
          />
        </Form.Item>
        <Form.Item label={t('panel.form.label')}>
          <Input
            value={form.label}
            onChange={(event) => edit({ label: event.target.value })}
            data-testid="panel-form-field-label"
          />
        </Form.Item>
        <Form.Item label={t('panel.form.type')}>
          <Select
            value={form.type}
            onChange={(type) => edit({ type })}
            options={[...FIELD_TYPES, 'custom'].map((value) => ({ value, label: t(`panel.form.type.${value}`) }))}
            data-testid="panel-form-field-type"
          />
        </Form.Item>
        {form.type === 'custom' && (
          <Form.Item label={t('panel.form.typeName')}>
            <Input
              value={form.typeName}
              onChange={(event) => edit({ typeName: event.target.value })}
              data-testid="panel-form-field-type-name"
            />
          </Form.Item>
        )}
        {form.type === 'date' && (
          <Form.Item label={t('panel.form.datePattern')}>
            <Input
              value={form.datePattern}
              placeholder="yyyy-MM-dd HH:mm:ss"
              onChange={(event) => edit({ datePattern: event.target.value })}
              data-testid="panel-form-field-date-pattern"
            />
          </Form.Item>
        )}
        <Form.Item label={t('panel.form.defaultValue')}>
          <Input
            value={form.defaultValue}
            onChange={(event) => edit({ defaultValue: event.target.value })}
            data-testid="panel-form-field-default"
          />
        </Form.Item>
      </Form>
      {form.type === 'enum' && (
        <PairList
          title={t('panel.form.enumValues')}
          keys={['id', 'name'] as const}
          labels={[t('panel.form.valueId'), t('panel.form.valueName')]}
          rows={form.values}
          onChange={(values) => edit({ values })}
          testId="panel-form-enum"
        />
      )}
      <PairList
        title={t('panel.form.constraints')}
        keys={['name', 'config'] as const}
        labels={[t('panel.form.constraintName'), t('panel.form.constraintConfig')]}
        rows={form.constraints}
        onChange={(constraints) => edit({ constraints })}
        testId="panel-form-constraints"
      />
      <PairList
        title={t('panel.form.properties')}
        keys={['id', 'value'] as const}
        labels={[t('panel.form.propertyId'), t('panel.form.propertyValue')]}
        rows={form.properties}
        onChange={(properties) => edit({ properties })}
        testId="panel-form-properties"
      />
    </Drawer>
  );
}
