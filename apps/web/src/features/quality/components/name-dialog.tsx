import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import '../quality-texts.ts';

export interface NameDialogProps {
  open: boolean;
  /** Test-id prefix: `${prefix}-name`, `${prefix}-submit`. */
  prefix: string;
  title: string;
  label: string;
  maxLength: number;
  /** A line above the field (e.g. the 分部 a new 分项 goes under). */
  context?: string;
  save: (name: string) => Promise<unknown>;
  saving: boolean;
  onClose: () => void;
}

/** Asks for one name (a 分部 or a 分项), saves it, says 新增成功 and closes. */
export function NameDialog({ open, prefix, title, label, maxLength, context, save, saving, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const { form, modal } = useFormDialog<{ name: string }, never, never, string>({
    id: open ? null : undefined,
    prefix,
    submitTestId: `${prefix}-submit`,
    titles: { shown: title },
    save: { mutateAsync: save, isPending: saving },
    toBody: ({ name }) => name.trim(),
    onClose,
  });
  return (
    <Modal {...modal}>
      <Form form={form} layout="vertical">
        {context && <p>{context}</p>}
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: label }) },
            { max: maxLength, message: t('common.maxLength', { field: label, n: maxLength }) },
          ]}
        >
          <Input
            data-testid={`${prefix}-name`}
            maxLength={maxLength}
            placeholder={t('common.enter', { field: label })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
