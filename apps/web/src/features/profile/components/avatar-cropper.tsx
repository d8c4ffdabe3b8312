import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Modal, Slider, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { uploadAvatar } from '../api/upload-avatar.ts';
import { type CropState, drawCrop } from './square-crop.ts';

const OUTPUT = 200;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp'];

/** The avatar; clicking opens a square cropper (zoom, position) that uploads a 200×200 PNG. */
export function AvatarCropper({ avatar, onUploaded }: { avatar: string; onUploaded: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<CropState>({ zoom: 1, x: 0, y: 0 });
  const [saving, setSaving] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (image && canvas.current) drawCrop(canvas.current, image, crop);
  }, [image, crop]);

  const choose = (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      feedback().error(t('adm.profile.avatarType'));
      return false;
    }
    const url = URL.createObjectURL(file);
    const next = new Image();
    next.onload = () => {
      setCrop({ zoom: 1, x: 0, y: 0 });
      setImage(next);
    };
    next.src = url;
    return false;
  };

  const submit = async () => {
    const target = canvas.current;
    if (!image || !target) {
      feedback().warning(t('adm.profile.avatarPick'));
      return;
    }
    setSaving(true);
    try {
      const blob = await new Promise<Blob | null>((resolve) => target.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('canvas');
      const answer = await uploadAvatar(blob);
      const session = useSession.getState();
      if (session.user) useSession.setState({ user: { ...session.user, avatar: answer.imgUrl } });
      feedback().success(t('common.editSuccess'));
      setOpen(false);
      setImage(null);
      onUploaded();
    } catch {
      // Told by the request client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button
        type="text"
        onClick={() => setOpen(true)}
        style={{ height: 'auto', padding: 0 }}
        title={t('adm.profile.avatar')}
        data-testid="profile-avatar"
      >
        <Avatar size={120} src={avatar || undefined} style={{ background: '#409EFF' }} />
      </Button>
      <Modal
        open={open}
        title={t('adm.profile.avatar')}
        onCancel={() => setOpen(false)}
        onOk={submit}
        confirmLoading={saving}
        okText={t('adm.submit')}
        cancelText={t('common.cancel')}
        okButtonProps={{ 'data-testid': 'avatar-submit' }}
        width={520}
        destroyOnHidden
      >
        <Flex gap={24} align="flex-start" wrap>
          <Flex vertical gap={8} style={{ flex: 1, minWidth: 220 }}>
            <Upload accept="image/*" showUploadList={false} beforeUpload={choose}>
              <Button icon={<UploadOutlined />} data-testid="avatar-choose">
                {t('adm.profile.avatarChoose')}
              </Button>
            </Upload>
            <Typography.Text>{t('adm.profile.avatarZoom')}</Typography.Text>
            <Slider
              min={1}
              max={4}
              step={0.05}
              value={crop.zoom}
              onChange={(zoom) => setCrop((c) => ({ ...c, zoom }))}
              disabled={!image}
            />
            <Typography.Text>{t('adm.profile.avatarX')}</Typography.Text>
            <Slider
              min={-1}
              max={1}
              step={0.01}
              value={crop.x}
              onChange={(x) => setCrop((c) => ({ ...c, x }))}
              disabled={!image}
            />
            <Typography.Text>{t('adm.profile.avatarY')}</Typography.Text>
            <Slider
              min={-1}
              max={1}
              step={0.01}
              value={crop.y}
              onChange={(y) => setCrop((c) => ({ ...c, y }))}
              disabled={!image}
            />
          </Flex>
          <canvas
            ref={canvas}
            width={OUTPUT}
            height={OUTPUT}
            data-testid="avatar-preview"
            style={{ width: 160, height: 160, borderRadius: '50%', border: '1px solid #ddd', background: '#f5f5f5' }}
          />
        </Flex>
      </Modal>
    </>
  );
}
