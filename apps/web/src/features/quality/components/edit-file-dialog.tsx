import { DEFAULT_FILE_FOLDER, type ProjectFileRow, qualityFileEdit } from '@zj/contract';
import { AutoComplete, Form, Input, Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '@/shared/form/zod-rule.ts';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
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
  const { form, modal } = useFormDialog({
    id: file?.fileId,
    prefix: 'qfile-edit',
    submitTestId: 'qfile-edit-submit',
    titles: { shown: t('qfile.editTitle') },
    defaults: useMemo(() => (file ? { fileName: file.fileName, folder: file.folder } : undefined), [file]),
    save: useEditFile(projectId),
    toBody: (values: { fileName: string; folder?: string }, fileId) => ({
      fileId: fileId ?? 0,
      fileName: values.fileName.trim(),
      folder: values.folder?.trim() || DEFAULT_FILE_FOLDER,
    }),
    onClose,
  });
  const label = t('qfile.name');
  return (
    <Modal {...modal}>
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
