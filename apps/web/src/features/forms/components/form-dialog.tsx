import { type FormBody, formBody } from '@zj/contract';
import { Button, Col, Form, Input, Modal, Row, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { FormJsViewer } from '@/shared/form-js/form-js-viewer.tsx';
import { currentLang } from '@/shared/i18n/index.ts';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { getForm } from '../api/get-form.ts';
import { useSaveForm } from '../api/save-form.ts';
import { ModelKeyItem } from './model-key-item.tsx';
import { schemaStatus } from './schema-check.ts';

type Values = { formName: string; formKey: string; modelKey?: string; remark?: string; formContent: string };
const EMPTY_SCHEMA = JSON.stringify({ type: 'default', components: [] }, null, 2);
const DEFAULTS: Partial<Values> = { formContent: EMPTY_SCHEMA };

/** 添加表单 / 修改表单: name, key, process key, remark, and the form-js schema as JSON with a live preview. */
export function FormDialog({ formId, onClose }: { formId: number | null | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const dialog = useFormDialog({
    id: formId,
    prefix: 'form',
    titles: { add: 'form.addTitle', edit: 'form.editTitle' },
    defaults: DEFAULTS,
    load: getForm,
    toValues: (row): Values => ({
      formName: row.formName,
      formKey: row.formKey,
      modelKey: row.modelKey ?? '',
      remark: row.remark ?? '',
      formContent: row.formContent,
    }),
    save: useSaveForm(),
    toBody: (values: Values, id) => {
      const body: FormBody = {
        formName: values.formName,
        formKey: values.formKey,
        formContent: values.formContent,
        modelKey: values.modelKey?.trim() ?? '',
        remark: values.remark ?? '',
      };
      return id ? { ...body, formId: id } : body;
    },
    onClose,
  });
  const content = Form.useWatch('formContent', dialog.form);
  const shown = useDeferredValue(content);
  const status = schemaStatus(content, currentLang());
  const preview = schemaStatus(shown, currentLang());

  const format = () => {
    if ('error' in status || !content) return;
    dialog.form.setFieldValue('formContent', JSON.stringify(JSON.parse(content), null, 2));
  };

  const keyRule = (field: string) => t('form.keyRule', { field });
  return (
    <Modal {...dialog.modal} width={narrow ? '100%' : 1200} destroyOnHidden>
      <Form form={dialog.form} name="form-form" layout="vertical" data-testid="form-form">
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <TextItem name="formName" label="form.name" schema={formBody.shape.formName} />
              </Col>
              <Col xs={24} sm={12}>
                <TextItem
                  name="formKey"
                  label="form.key"
                  schema={formBody.shape.formKey}
                  invalid={keyRule(t('form.key'))}
                />
              </Col>
            </Row>
            <ModelKeyItem enabled={formId !== undefined} />
            <TextItem name="remark" label="form.remark" schema={formBody.shape.remark} rows={2} />
            <Form.Item
              name="formContent"
              label={
                <span>
                  {t('form.content')}{' '}
                  <Button size="small" type="link" onClick={format} disabled={'error' in status}>
                    {t('form.format')}
                  </Button>
                </span>
              }
              required
              extra={'fields' in status ? t('form.contentValid', { n: status.fields }) : t('form.contentHelp')}
              rules={[
                {
                  required: true,
                  validator: async (_rule, value: string | undefined) => {
                    const result = schemaStatus(value, currentLang());
                    if ('error' in result) throw new Error(result.error);
                  },
                },
              ]}
            >
              <Input.TextArea
                data-testid="form-content"
                spellCheck={false}
                autoSize={{ minRows: 12, maxRows: 24 }}
                style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Text strong>{t('form.preview')}</Typography.Text>
            <div
              style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, marginTop: 8, minHeight: 200 }}
              data-testid="form-preview"
            >
              {'fields' in preview && shown ? (
                <FormJsViewer schema={shown} testId="form-preview-viewer" />
              ) : (
                <Typography.Text type="secondary">{t('form.previewEmpty')}</Typography.Text>
              )}
            </div>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
