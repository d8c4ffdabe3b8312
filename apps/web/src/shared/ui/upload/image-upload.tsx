import { PlusOutlined } from '@ant-design/icons';
import { UPLOAD_KINDS, UPLOAD_MAX_FILES } from '@zj/contract';
import { Modal, Typography, Upload, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { readImageSize } from './image-size.ts';
import { countProblem, fileProblem } from './upload-rules.ts';
import { showProblem, useUploadList } from './use-upload-list.ts';
import '../ui-texts.ts';

/** Spec 01 §5 defaults of image uploads (count and size limits from the contract). */
const IMAGE_UPLOAD_DEFAULTS = {
  limit: UPLOAD_MAX_FILES,
  fileSize: UPLOAD_KINDS.image.maxMb,
  fileType: ['png', 'jpg', 'jpeg'],
} as const;

export interface ImageUploadProps {
  /** Comma-joined URLs. */
  value?: string | null;
  onChange?: (value: string) => void;
  limit?: number;
  /** Megabytes. */
  fileSize?: number;
  fileType?: readonly string[];
  /** Only square images; a non-square one clears the list. */
  square?: boolean;
  isShowTip?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Picture cards with a preview dialog (RuoYi's ImageUpload); the value is comma-joined URLs. */
export function ImageUpload({
  value,
  onChange,
  limit = IMAGE_UPLOAD_DEFAULTS.limit,
  fileSize = IMAGE_UPLOAD_DEFAULTS.fileSize,
  fileType = IMAGE_UPLOAD_DEFAULTS.fileType,
  square = false,
  isShowTip = true,
  disabled,
  id,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const list = useUploadList(value, onChange, 'image', t('upload.imageLoading'));
  const refusedBatch = useRef<readonly File[] | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = async (file, batch) => {
    if (batch[0] === file) {
      const tooMany = countProblem(list.count(), batch.length, limit);
      refusedBatch.current = tooMany ? batch : null;
      if (tooMany) showProblem(tooMany);
    }
    if (refusedBatch.current === batch) return Upload.LIST_IGNORE;
    const problem = fileProblem(file, { types: fileType, maxMb: fileSize, limit, image: true });
    if (problem) {
      showProblem(problem);
      return Upload.LIST_IGNORE;
    }
    if (square) {
      const size = await readImageSize(file).catch(() => null);
      if (!size || size.width !== size.height) {
        feedback().error(t('upload.square'));
        list.clear();
        return Upload.LIST_IGNORE;
      }
    }
    return true;
  };

  const full = list.items.length >= limit;
  return (
    <div className="zj-image-upload" data-testid="image-upload" id={id}>
      <Upload
        listType="picture-card"
        multiple
        disabled={disabled}
        accept={fileType.map((type) => `.${type}`).join(',')}
        fileList={list.items.map((item) => ({
          uid: item.uid,
          name: item.name,
          url: item.url,
          thumbUrl: item.url,
          status: 'done',
        }))}
        beforeUpload={beforeUpload}
        customRequest={({ file, onSuccess, onError }) => {
          list.upload(file as File).then(
            (stored) => onSuccess?.(stored),
            (error: Error) => onError?.(error),
          );
        }}
        onPreview={(file) => setPreview(file.url ?? null)}
        onRemove={(file) => {
          list.remove(file.uid);
          return false;
        }}
        showUploadList={{ showRemoveIcon: !disabled }}
      >
        {!full && !disabled && (
          <button type="button" style={{ border: 0, background: 'none' }} data-testid="image-upload-choose">
            <PlusOutlined />
          </button>
        )}
      </Upload>
      {isShowTip && !disabled && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="image-upload-tip">
          {t('upload.tipPrefix')} {fileSize > 0 && <b>{t('upload.tipSize', { n: fileSize })}</b>}{' '}
          {fileType.length > 0 && <b>{t('upload.tipTypes', { types: fileType.join('/') })}</b>} {t('upload.tipSuffix')}
        </Typography.Text>
      )}
      <Modal open={preview !== null} title={t('upload.preview')} footer={null} onCancel={() => setPreview(null)}>
        {preview && <img src={preview} alt="" style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} />}
      </Modal>
    </div>
  );
}
