import { DEFAULT_FILE_FOLDER, DOCUMENT_EXTENSIONS, DOCUMENT_MAX_FILES, DOCUMENT_MAX_MB } from '@zj/contract';
import { AutoComplete, Form, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { FileUpload } from '@/shared/ui/upload/file-upload.tsx';
import { splitUrls } from '@/shared/ui/upload/upload-rules.ts';
import { type FileKind, useAddFiles } from '../api/project-files.ts';
import '../quality-texts.ts';

/**
 * 上传文件: up to 5 documents of 300 MB (spec 01 §5) through the one upload path, then recorded in
 * the project (quality files into a folder: an existing one or a new name).
 */
export function UploadFilesDialog({
  projectId,
  kind,
  open,
  folders,
  folder,
  onClose,
}: {
  projectId: number;
  kind: FileKind;
  open: boolean;
  /** The existing folders (quality files). */
  folders: string[];
  /** The folder chosen in the page, the default. */
  folder?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ folder?: string; urls?: string }>();
  const names = useRef<{ name: string; url: string }[]>([]);
  const add = useAddFiles(projectId, kind);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    names.current = [];
    form.setFieldsValue({ folder: folder ?? DEFAULT_FILE_FOLDER });
  }, [open, form, folder]);

  const submit = async () => {
    const values = await form.validateFields();
    const urls = splitUrls(values.urls);
    const files = urls.map((url) => names.current.find((file) => file.url === url) ?? { name: url, url });
    await add.mutateAsync(
      kind === 'quality' ? { projectId, folder: values.folder?.trim() || undefined, files } : { projectId, files },
    );
    feedback().success(t('common.addSuccess'));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('qfile.uploadTitle')}
      width={560}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      confirmLoading={add.isPending}
      okButtonProps={{ 'data-testid': 'qfile-upload-submit' } as never}
      forceRender
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {kind === 'quality' && (
          <Form.Item name="folder" label={t('qfile.folder')} extra={t('qfile.folderHint')} rules={[{ max: 50 }]}>
            <AutoComplete
              data-testid="qfile-upload-folder"
              options={folders.map((name) => ({ value: name }))}
              filterOption={(input, option) => String(option?.value ?? '').includes(input)}
              maxLength={50}
            />
          </Form.Item>
        )}
        <Form.Item name="urls" label={t('qfile.files')} rules={[{ required: true, message: t('qfile.filesRequired') }]}>
          <FileUpload
            limit={DOCUMENT_MAX_FILES}
            fileSize={DOCUMENT_MAX_MB}
            fileType={DOCUMENT_EXTENSIONS}
            onFilesChange={(files) => {
              names.current = files;
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
