import { useQueryClient } from '@tanstack/react-query';
import { Descriptions, Form, Input, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { splitUrls } from '@/shared/ui/upload/upload-rules.ts';
import { PhotoStrip } from './photo-strip.tsx';
import { problemApi, problemKeys, useRectification } from './problem-api.ts';
import { RECTIFICATION_PHOTO_TYPES, RECTIFICATION_RULES } from './rectification-rules.ts';

interface AddValues {
  content: string;
  files: string;
}

/** 新增整改: note (required, ≤ 100) and 1–3 photos of ≤ 10 MB (required); '提交成功'. */
export function AddRectificationDialog({
  problemId,
  open,
  onClose,
  getContainer,
}: {
  problemId: number;
  open: boolean;
  onClose(): void;
  getContainer?: false;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'rect',
    submitTestId: 'rect-submit',
    submitId: 'rect-submit',
    titles: { shown: t('problem.rect.add') },
    done: 'problem.rect.saved',
    save: problemApi.addRectification,
    toBody: (values: AddValues) => ({ problemId, content: values.content.trim(), files: values.files }),
    onClose,
    onSaved: () => {
      onClose();
      return client.invalidateQueries({ queryKey: problemKeys.rectifications(problemId) });
    },
  });

  return (
    <Modal
      {...modal}
      okText={t('problem.confirm')}
      cancelText={t('problem.cancel')}
      getContainer={getContainer}
      forceRender={false}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="rect-form">
        <Form.Item
          name="content"
          label={t('problem.rect.content')}
          rules={[
            { required: true, whitespace: true, message: t('problem.rect.contentRequired') },
            { max: RECTIFICATION_RULES.contentMax, message: t('problem.rect.tooLong') },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={RECTIFICATION_RULES.contentMax} data-testid="rect-content" />
        </Form.Item>
        <Form.Item
          name="files"
          label={t('problem.rect.files')}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                splitUrls(value).length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('problem.rect.filesRequired'))),
            },
          ]}
        >
          <ImageUpload
            limit={RECTIFICATION_RULES.photosMax}
            fileSize={RECTIFICATION_RULES.photoMb}
            fileType={RECTIFICATION_PHOTO_TYPES}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 整改详情: the note and photos, read-only. */
export function RectificationDetailDialog({
  rectificationId,
  onClose,
  getContainer,
}: {
  rectificationId: number | null;
  onClose(): void;
  getContainer?: false;
}) {
  const { t } = useTranslation();
  const detail = useRectification(rectificationId);
  return (
    <Modal
      open={rectificationId !== null}
      title={t('problem.rect.detail')}
      onCancel={onClose}
      footer={null}
      getContainer={getContainer}
      destroyOnHidden
    >
      {detail.isLoading || !detail.data ? (
        <Spin />
      ) : (
        <Descriptions column={1} size="small" bordered data-testid="rect-detail">
          <Descriptions.Item label={t('problem.rect.content')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{detail.data.content}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('problem.rect.files')}>
            <PhotoStrip files={detail.data.files} />
          </Descriptions.Item>
          <Descriptions.Item label={t('problem.field.createTime')}>
            {t('problem.rect.by', { creator: detail.data.creator, time: detail.data.createTime ?? '' })}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
