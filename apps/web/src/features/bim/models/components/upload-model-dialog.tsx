import { CaretRightOutlined, CloudUploadOutlined, PauseOutlined, ReloadOutlined } from '@ant-design/icons';
import { MODEL_MAX_MB } from '@zj/contract';
import { Alert, Button, Flex, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import '../../bim-texts.ts';
import { formatBytes } from '../../format.ts';
import { forgetUpload, type UnfinishedUpload, unfinishedUploads } from '../upload/tus-upload.ts';
import { useModelUpload } from '../upload/use-model-upload.ts';

/**
 * 上传模型 to a band: the file is checked (.ifc, at most 1 GB, STEP text with FILE_SCHEMA) before
 * anything is sent, then goes up in resumable chunks with a progress bar, 暂停 / 继续; an unfinished
 * upload of the band (e.g. before a reload) is named, and choosing that file again continues it.
 */
export function UploadModelDialog({
  projectId,
  band,
  onClose,
  onUploaded,
}: {
  projectId: number;
  /** The band to upload to; null: closed. */
  band: { bandId: number; bandName: string } | null;
  onClose: () => void;
  onUploaded: (versionId: number | null) => void;
}) {
  const { t } = useTranslation();
  const target = band && { projectId, bandId: band.bandId };
  const upload = useModelUpload(target, (versionId) => {
    feedback().success(t('bim.uploaded'));
    onUploaded(versionId);
  });
  const { state } = upload;
  const [unfinished, setUnfinished] = useState<UnfinishedUpload[]>([]);
  const bandId = band?.bandId;

  useEffect(() => {
    if (bandId === undefined) return;
    let live = true;
    void unfinishedUploads({ projectId, bandId }).then((found) => live && setUnfinished(found));
    return () => {
      live = false;
    };
  }, [projectId, bandId]);

  const close = () => {
    upload.reset();
    onClose();
  };
  const askClose = () => {
    if (state.phase === 'uploading' || state.phase === 'checking')
      confirmThen(t('bim.closeWhileUploading'), close, null);
    else close();
  };
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const busy = state.phase === 'checking' || state.phase === 'uploading' || state.phase === 'paused';

  return (
    <Modal
      open={band !== null}
      title={t('bim.uploadTitle', { band: band?.bandName ?? '' })}
      onCancel={askClose}
      footer={null}
      width={560}
      destroyOnHidden
    >
      <div data-testid="mupload-dialog">
        <Typography.Paragraph type="secondary">{t('bim.uploadHint', { n: MODEL_MAX_MB })}</Typography.Paragraph>
        {unfinished.length > 0 && state.phase === 'idle' && (
          <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
            {unfinished.map((item) => (
              <Alert
                key={item.key}
                type="info"
                showIcon
                data-testid="mupload-unfinished"
                message={t('bim.unfinished', {
                  name: item.fileName,
                  size: item.size === null ? '?' : formatBytes(item.size),
                })}
                closable
                onClose={() => void forgetUpload(item.key)}
              />
            ))}
          </Space>
        )}
        <Upload
          accept=".ifc"
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void upload.choose(file).then((refusal) => refusal && feedback().error(refusal));
            return Upload.LIST_IGNORE;
          }}
        >
          <Button type="primary" icon={<CloudUploadOutlined />} disabled={busy} data-testid="mupload-choose">
            {t('bim.chooseFile')}
          </Button>
        </Upload>
        {state.file && (
          <div style={{ marginTop: 16 }} data-testid="mupload-progress">
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text ellipsis style={{ maxWidth: '100%' }} data-testid="mupload-file">
                {state.file.name}
              </Typography.Text>
              <Typography.Text type="secondary">
                {formatBytes(state.sent)} / {formatBytes(state.total)}
              </Typography.Text>
            </Flex>
            <Progress
              percent={percent}
              status={state.phase === 'failed' ? 'exception' : state.phase === 'done' ? 'success' : 'active'}
            />
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text type="secondary" data-testid="mupload-phase">
                {state.phase === 'paused'
                  ? t('bim.paused')
                  : state.phase === 'uploading' || state.phase === 'checking'
                    ? t('bim.uploading')
                    : ''}
                {state.resumed && state.phase !== 'done' ? ` · ${t('bim.resumed')}` : ''}
              </Typography.Text>
              <Space>
                {state.phase === 'uploading' && (
                  <Button icon={<PauseOutlined />} onClick={() => void upload.pause()} data-testid="mupload-pause">
                    {t('bim.pause')}
                  </Button>
                )}
                {state.phase === 'paused' && (
                  <Button icon={<CaretRightOutlined />} onClick={upload.resume} data-testid="mupload-resume">
                    {t('bim.resume')}
                  </Button>
                )}
                {upload.canRetry && (
                  <Button icon={<ReloadOutlined />} onClick={upload.resume} data-testid="mupload-retry">
                    {t('bim.retry')}
                  </Button>
                )}
              </Space>
            </Flex>
          </div>
        )}
        {state.error && (
          <Alert type="error" showIcon style={{ marginTop: 12 }} message={state.error} data-testid="mupload-error" />
        )}
      </div>
    </Modal>
  );
}
