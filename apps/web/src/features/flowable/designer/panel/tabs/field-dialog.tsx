import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldForm, validateField } from '../rules/listeners.ts';

interface FieldDialogProps {
  open: boolean;
  value: FieldForm;
  onSave: (field: FieldForm) => void;
  onClose: () => void;
}

/** The listener's injected-field dialog: name, field type (string / expression) and its value. */
export function FieldDialog({ open, value, onSave, onClose }: FieldDialogProps) {
  const { t } = useTranslation();
  const [field, setField] = useState(value);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    setField(value);
    setChecked(false);
  }, [value]);
  const problems = checked ? validateField(field) : [];
  const problem = (name: keyof FieldForm) => {
    const found = problems.find((item) => item.field === name);
    return found ? { validateStatus: 'error' as const, help: t(found.message) } : {};
  };
  return (
    <Modal
      open={open}
      title={t('panel.field.title')}
      okText={t('panel.common.save')}
      cancelText={t('panel.common.cancel')}
      onCancel={onClose}
      onOk={() => {
        setChecked(true);
        if (validateField(field).length === 0) onSave(field);
      }}
      okButtonProps={{ 'data-testid': 'panel-field-save' } as never}
      destroyOnHidden
    >
      <Form layout="vertical" size="small">
        <Form.Item label={t('panel.field.name')} required {...problem('name')}>
          <Input
            value={field.name}
            onChange={(event) => setField({ ...field, name: event.target.value })}
            data-testid="panel-field-name"
          />
        </Form.Item>
        <Form.Item label={t('panel.field.type')} required {...problem('fieldType')}>
          <Select
            value={field.fieldType}
            onChange={(fieldType) => setField({ ...field, fieldType })}
            options={[
              { value: 'string', label: t('panel.field.string') },
              { value: 'expression', label: t('panel.field.expression') },
            ]}
            data-testid="panel-field-type"
          />
        </Form.Item>
        {field.fieldType === 'expression' ? (
          <Form.Item label={t('panel.field.expression')} required {...problem('expression')}>
            <Input
              value={field.expression}
              onChange={(event) => setField({ ...field, expression: event.target.value })}
              data-testid="panel-field-expression"
            />
          </Form.Item>
        ) : (
          <Form.Item label={t('panel.field.value')} required {...problem('string')}>
            <Input
              value={field.string}
              onChange={(event) => setField({ ...field, string: event.target.value })}
              data-testid="panel-field-string"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
