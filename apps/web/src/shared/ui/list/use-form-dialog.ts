import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { flushPendingInput } from '@/shared/form/pending-input.ts';
import './list-texts.ts';

export interface FormDialogOptions<V, Id, Row, Body> {
  /** undefined: closed; null: a new record; an id: that record, loaded when the dialog opens. */
  id: Id | null | undefined;
  /** Test-id prefix of the submit button: `${prefix}-form-submit`. */
  prefix: string;
  /** Text keys of the title for a new and an existing record. */
  titles: { add: string; edit: string };
  /** Values set after the reset, before loading (a constant or memoised: a new object reopens the form). */
  defaults?: Partial<V>;
  load: (id: Id) => Promise<Row>;
  toValues: (row: Row) => Partial<V>;
  save: { mutateAsync: (body: Body) => Promise<unknown>; isPending: boolean };
  /** The request body of the validated values (`id` null for a new record). */
  toBody: (values: V, id: Id | null) => Body;
  onClose: () => void;
}

/**
 * The add / edit dialog of a list: resets the form when it opens, loads the record for an id,
 * and on 确定 takes pending input, validates, saves, says 新增成功 / 修改成功 and closes. `modal` goes on antd's Modal.
 */
export function useFormDialog<V, Id, Row, Body>(options: FormDialogOptions<V, Id, Row, Body>) {
  const { id, prefix, titles, defaults, save, onClose } = options;
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const open = id !== undefined;
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (defaults) form.setFieldsValue(defaults as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    if (id) {
      const { load, toValues } = latest.current;
      void load(id).then((row) =>
        form.setFieldsValue(toValues(row) as Parameters<FormInstance<V>['setFieldsValue']>[0]),
      );
    }
  }, [open, id, form, defaults]);

  const submit = async () => {
    // A debounced input (the rich-text editor) may still hold what was typed just before 确定.
    flushPendingInput();
    const values = await form.validateFields();
    await save.mutateAsync(latest.current.toBody(values, id ?? null));
    feedback().success(t(id ? 'common.editSuccess' : 'common.addSuccess'));
    onClose();
  };
  return {
    form,
    modal: {
      open,
      title: t(id ? titles.edit : titles.add),
      onCancel: onClose,
      onOk: () => void submit().catch(() => {}),
      okText: t('common.dialogOk'),
      cancelText: t('common.dialogCancel'),
      confirmLoading: save.isPending,
      okButtonProps: { 'data-testid': `${prefix}-form-submit` } as never,
      forceRender: true,
    },
  };
}
