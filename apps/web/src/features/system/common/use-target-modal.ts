import type { FormInstance, ModalProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/admin-texts.ts';

/** The props of an add / edit dialog of the administration screens: closed without a target. */
export interface TargetDialogProps<T extends { mode: 'add' | 'edit' }> {
  target: T | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The Modal props of an add / edit dialog of the administration screens (users, roles, menus,
 * departments), open while there is a `target`: 确定 validates the form, `save`s the values
 * (a failure is told by the request client) and calls `onSaved`.
 */
export function useTargetModal<V>({
  target,
  form,
  prefix,
  titles,
  save,
  onClose,
  onSaved,
}: {
  target: { mode: 'add' | 'edit' } | null;
  form: FormInstance<V>;
  /** Test-id prefix of the submit button: `${prefix}-form-submit`. */
  prefix: string;
  /** Text keys of the title for a new and an existing record. */
  titles: { add: string; edit: string };
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}): ModalProps {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await save(values);
      onSaved();
    } catch {
      // Told by the request client.
    } finally {
      setSaving(false);
    }
  };
  return {
    open: target !== null,
    title: t(target?.mode === 'edit' ? titles.edit : titles.add),
    onCancel: onClose,
    onOk: submit,
    confirmLoading: saving,
    okText: t('common.ok'),
    cancelText: t('common.cancel'),
    okButtonProps: { 'data-testid': `${prefix}-form-submit` } as ModalProps['okButtonProps'],
    forceRender: true,
  };
}
