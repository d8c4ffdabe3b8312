import { InboxOutlined } from '@ant-design/icons';
import { Checkbox, Flex, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../api/feedback.ts';
import { RequestError } from '../api/request.ts';
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
  const [updateSupport, setUpdateSupport] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setUpdateSupport(false);
    onClose();
  };

  const submit = async () => {
    if (!file) {
      feedback().warning(t('import.noFile'));
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    setSending(true);
    try {
      const answer = await send(form, updateSupport);
      close();
      setResult(answer.msg ?? '');
      onImported?.();
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'envelope') setResult(error.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Modal
        open={open}
        title={title ?? t('import.title')}
        onCancel={close}
        onOk={submit}
        okText={t('import.submit')}
        cancelText={t('import.cancel')}
        confirmLoading={sending}
        destroyOnHidden
        width={420}
        okButtonProps={{ 'data-testid': 'import-submit' } as never}
      >
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
              <Checkbox
                checked={updateSupport}
                onChange={(event) => setUpdateSupport(event.target.checked)}
                data-testid="import-update-support"
              >
                {t('import.updateSupport')}
              </Checkbox>
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
