import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_KINDS, UPLOAD_MAX_FILES, type UploadKind } from '@zj/contract';
import { Button, Typography, Upload, type UploadProps } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countProblem, fileProblem } from './upload-rules.ts';
import { showProblem, useUploadList } from './use-upload-list.ts';
import '../ui-texts.ts';

/** Spec 01 §5 defaults of document uploads (count and size limits from the contract). */
const FILE_UPLOAD_DEFAULTS = {
  limit: UPLOAD_MAX_FILES,
  fileSize: UPLOAD_KINDS.file.maxMb,
  fileType: ['doc', 'xls', 'ppt', 'txt', 'pdf'],
} as const;

export interface FileUploadProps {
  /** Comma-joined URLs. */
  value?: string | null;
  onChange?: (value: string) => void;
  limit?: number;
  /** Megabytes. */
  fileSize?: number;
  fileType?: readonly string[];
  isShowTip?: boolean;
  disabled?: boolean;
  id?: string;
  /** The uploaded files with their original names, after each change (the value keeps only URLs). */
  onFilesChange?: (files: { name: string; url: string }[]) => void;
  /** The upload kind of `/file/upload?kind=` (default file; e.g. mspdi for an MS Project XML file). */
  kind?: UploadKind;
}

/** Several documents (RuoYi's FileUpload); the value is the comma-joined list of their URLs. */
export function FileUpload({
  value,
  onChange,
  limit = FILE_UPLOAD_DEFAULTS.limit,
  fileSize = FILE_UPLOAD_DEFAULTS.fileSize,
  fileType = FILE_UPLOAD_DEFAULTS.fileType,
  isShowTip = true,
  disabled,
  id,
  onFilesChange,
  kind = 'file',
}: FileUploadProps) {
  const { t } = useTranslation();
  const list = useUploadList(value, onChange, kind, t('upload.loading'), onFilesChange);
  const refusedBatch = useRef<readonly File[] | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (batch[0] === file) {
      const tooMany = countProblem(list.count(), batch.length, limit);
      refusedBatch.current = tooMany ? batch : null;
      if (tooMany) showProblem(tooMany);
    }
    if (refusedBatch.current === batch) return Upload.LIST_IGNORE;
    const problem = fileProblem(file, { types: fileType, maxMb: fileSize, limit });
    if (problem) {
      showProblem(problem);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <div className="zj-file-upload" data-testid="file-upload" id={id}>
      <Upload
        multiple
        disabled={disabled}
        accept={fileType.map((type) => `.${type}`).join(',')}
        fileList={list.items.map((item) => ({ uid: item.uid, name: item.name, url: item.url, status: 'done' }))}
        beforeUpload={beforeUpload}
        customRequest={({ file, onSuccess, onError }) => {
          list.upload(file as File).then(
            (stored) => onSuccess?.(stored),
            (error: Error) => onError?.(error),
          );
        }}
        onRemove={(file) => {
          list.remove(file.uid);
          return false;
        }}
        showUploadList={{ showRemoveIcon: !disabled }}
      >
        {!disabled && (
          <Button icon={<UploadOutlined />} data-testid="file-upload-choose">
            {t('upload.choose')}
          </Button>
        )}
      </Upload>
      {isShowTip && !disabled && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="file-upload-tip">
          {t('upload.tipPrefix')} {fileSize > 0 && <b>{t('upload.tipSize', { n: fileSize })}</b>}{' '}
          {fileType.length > 0 && <b>{t('upload.tipTypes', { types: fileType.join('/') })}</b>} {t('upload.tipSuffix')}
        </Typography.Text>
      )}
    </div>
  );
}
