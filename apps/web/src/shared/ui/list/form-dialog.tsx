import { Form, type FormProps, Modal, type ModalProps } from 'antd';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DictRadio } from '../dict/dict-select.tsx';
import type { DictOption } from '../dict/use-dict.ts';
import { NumberItem } from './number-item.tsx';
import { TextItem } from './text-item.tsx';

/**
 * A field of a form dialog, described (`label` a text key): a text (TextItem, with `rows` a text
 * area, `invalid` the text key said when the schema refuses it), a number (NumberItem), or radio
 * buttons over dictionary options; checked with the field's schema in the dialog's `schema`. Any
 * other field is an element; a falsy entry is left out.
 */
export type DialogItem =
  | ReactElement
  | false
  | null
  | undefined
  | { name: string; label: string; rows?: number; invalid?: string; required?: boolean; testId?: string }
  | { name: string; label: string; number: true; required?: boolean; testId?: string }
  | { name: string; label: string; radio: readonly DictOption[] };

export interface FormDialogProps {
  /** useFormDialog's answer. */
  dialog: { modal: ModalProps; formProps: FormProps & { 'data-testid': string } };
  /** The contract's schema of the body: each described field is checked with its own. */
  schema?: z.ZodObject<z.ZodRawShape>;
  items?: readonly DialogItem[];
  /** More fields after the items (or the whole form). */
  children?: ReactNode;
  width?: ModalProps['width'];
  /** The width of the labels in 24ths (a horizontal form), default 5. */
  labelSpan?: number;
  layout?: FormProps['layout'];
  destroyOnHidden?: boolean;
}

/** The add / edit dialog of a list: antd's Modal of useFormDialog around its Form with the described items. */
export function FormDialog({
  dialog,
  schema,
  items = [],
  children,
  width = 500,
  labelSpan = 5,
  layout,
  destroyOnHidden,
}: FormDialogProps) {
  const { t } = useTranslation();
  const item = (entry: DialogItem) => {
    if (!entry || isValidElement(entry)) return entry;
    const shape = schema?.shape[entry.name] as z.ZodType;
    if ('radio' in entry)
      return (
        <Form.Item key={entry.name} name={entry.name} label={t(entry.label)}>
          <DictRadio options={entry.radio} />
        </Form.Item>
      );
    if ('number' in entry) return <NumberItem key={entry.name} {...entry} schema={shape} />;
    const { invalid, ...text } = entry;
    return <TextItem key={entry.name} {...text} schema={shape} invalid={invalid && t(invalid)} />;
  };
  return (
    <Modal {...dialog.modal} width={width} destroyOnHidden={destroyOnHidden}>
      <Form {...dialog.formProps} layout={layout} labelCol={layout === 'vertical' ? undefined : { span: labelSpan }}>
        {items.map(item)}
        {children}
      </Form>
    </Modal>
  );
}
