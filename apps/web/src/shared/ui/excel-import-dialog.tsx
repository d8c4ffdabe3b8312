import { InboxOutlined } from '@ant-design/icons';
import { Checkbox, Flex, Form, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../api/feedback.ts';
import { RequestError } from '../api/request.ts';
import { useFormDialog } from './list/use-form-dialog.ts';
import { extensionOf } from './upload/upload-rules.ts';
import './ui-texts.ts';

/** Import answers may carry `<br/>` line breaks (RuoYi): they become lines of plain text. */
export function resultLines(message: string): string[] {
  return message
    .split(/<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const isExcelName = (name: string) => ['xlsx', 'xls'].includes(extensionOf(name));

export interface ExcelImportDialogProps {
  open: boolean;
  title?: string;
  /**
   * Sends the chosen file (multipart field `file`) and whether to update existing data, silently
   * (the dialog shows a refusal's message), e.g. a call of the user sheet's import endpoint.
   */
  send: (form: FormData, updateSupport: boolean) => Promise<{ msg?: string }>;
  /** Downloads the empty sheet under the name it is given; no link without it. */
  downloadTemplate?: (fileName: string) => Promise<unknown>;
  templateName?: string;
  /** Offer the "update existing data" checkbox. */
  allowUpdate?: boolean;
  onClose: () => void;
  /** After a successful import (e.g. reload the list). */
  onImported?: () => void;
}

/** Choose an Excel file, optionally update existing rows, send it, show the server's answer. */
export function ExcelImportDialog({
  open,
  title,
  send,
  downloadTemplate,
  templateName = `template_${Date.now()}.xlsx`,
  allowUpdate = true,
  onClose,
  onImported,
}: ExcelImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    onClose();
  };
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'import',
    submitTestId: 'import-submit',
    titles: { shown: title ?? t('import.title') },
    // The server's answer is shown in the result dialog instead.
    done: null,
    check: () => {
      if (!file) feedback().warning(t('import.noFile'));
      return file !== null;
    },
    toBody: ({ updateSupport }: { updateSupport?: boolean }) => {
      const data = new FormData();
      if (file) data.append('file', file, file.name);
      return { data, updateSupport: updateSupport === true };
    },
    save: async ({ data, updateSupport }: { data: FormData; updateSupport: boolean }) => {
      try {
        setResult((await send(data, updateSupport)).msg ?? '');
      } catch (error) {
        if (error instanceof RequestError && error.kind === 'envelope') setResult(error.message);
        throw error;
      }
    },
    onClose: close,
    onSaved: () => {
      close();
      onImported?.();
    },
  });

  return (
    <>
      <Modal
        {...modal}
        okText={t('import.submit')}
        cancelText={t('import.cancel')}
        forceRender={false}
        destroyOnHidden
        width={420}
      >
        <Form form={form} component={false}>
          <div data-testid="excel-import-dialog">
            <Upload.Dragger
              accept=".xlsx,.xls"
              maxCount={1}
              fileList={file ? [{ uid: 'import', name: file.name, status: 'done' }] : []}
              beforeUpload={(chosen) => {
                if (!isExcelName(chosen.name)) {
                  feedback().error(t('import.badType'));
                  return Upload.LIST_IGNORE;
                }
                setFile(chosen);
                return false;
              }}
              onRemove={() => {
                setFile(null);
                return true;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('import.drop')}</p>
            </Upload.Dragger>
            <Flex vertical align="center" gap={4} style={{ marginTop: 8 }}>
              {allowUpdate && (
                <Form.Item name="updateSupport" valuePropName="checked" noStyle>
                  <Checkbox data-testid="import-update-support">{t('import.updateSupport')}</Checkbox>
                </Form.Item>
              )}
              <Typography.Text type="secondary">
                {t('import.onlyExcel')}{' '}
                {downloadTemplate && (
                  <Typography.Link data-testid="import-template" onClick={() => void downloadTemplate(templateName)}>
                    {t('import.template')}
                  </Typography.Link>
                )}
              </Typography.Text>
            </Flex>
          </div>
        </Form>
      </Modal>
      <Modal
        open={result !== null}
        title={t('import.result')}
        onOk={() => setResult(null)}
        onCancel={() => setResult(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
      >
        <div data-testid="import-result" style={{ maxHeight: '70vh', overflow: 'auto' }}>
          {resultLines(result ?? '').map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text
            <div key={index}>{line}</div>
          ))}
        </div>
      </Modal>
    </>
  );
}
