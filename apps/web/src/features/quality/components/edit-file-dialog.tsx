import { DEFAULT_FILE_FOLDER, type ProjectFileRow, qualityFileEdit } from '@zj/contract';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { maxLengthOf } from '@/shared/form/zod-rule.ts';
import { useEditFile } from '../api/project-files.ts';
import '../quality-texts.ts';

const NAME_MAX = maxLengthOf(qualityFileEdit.shape.fileName) ?? 255;

/** 修改文件: rename a quality file or move it to another folder. */
export function EditFileDialog({
  projectId,
  file,
  folders,
  onClose,
}: {
  projectId: number;
  file: ProjectFileRow | null;
  folders: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ fileName: string; folder?: string }>();
  const edit = useEditFile(projectId);
  useEffect(() => {
    if (!file) return;
    form.resetFields();
    form.setFieldsValue({ fileName: file.fileName, folder: file.folder });
  }, [file, form]);
  const submit = async () => {
    if (!file) return;
    const values = await form.validateFields();
    await edit.mutateAsync({
      fileId: file.fileId,
      fileName: values.fileName.trim(),
      folder: values.folder?.trim() || DEFAULT_FILE_FOLDER,
    });
    feedback().success(t('common.editSuccess'));
    onClose();
  };
  const label = t('qfile.name');
  return (
    <Modal
      open={file !== null}
      title={t('qfile.editTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      confirmLoading={edit.isPending}
      okButtonProps={{ 'data-testid': 'qfile-edit-submit' } as never}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="fileName"
          label={label}
          rules={[
            { required: true, whitespace: true, message: t('common.required', { field: label }) },
            { max: NAME_MAX, message: t('common.maxLength', { field: label, n: NAME_MAX }) },
          ]}
        >
          <Input data-testid="qfile-edit-name" maxLength={NAME_MAX} />
        </Form.Item>
        <Form.Item name="folder" label={t('qfile.folder')} extra={t('qfile.folderHint')}>
          <AutoComplete
            data-testid="qfile-edit-folder"
            options={folders.map((name) => ({ value: name }))}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            maxLength={50}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
