import { Alert, Button, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionOf } from '@/shared/ui/upload/upload-rules.ts';
import '../quality-texts.ts';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp']);

/** What the browser can show of a stored file: an image, a PDF, or nothing (downloaded instead). */
export type PreviewKind = 'image' | 'pdf' | null;

export function previewKind(url: string): PreviewKind {
  const extension = extensionOf(url.split('?')[0] ?? '');
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return extension === 'pdf' ? 'pdf' : null;
}

/**
 * Reads a PDF into a blob URL: the stored file is served with a sandbox CSP, under which the
 * browser's PDF viewer refuses to run, so it is shown from a copy in the page's own origin.
 */
function usePdfUrl(url: string | null) {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let live = true;
    let objectUrl: string | null = null;
    setState({ url: null, failed: false });
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.blob();
      })
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}

function PdfView({ url }: { url: string }) {
  const { t } = useTranslation();
  const pdf = usePdfUrl(url);
  if (pdf.failed) return <Alert type="error" showIcon title={t('qfile.previewFailed')} />;
  if (!pdf.url) return <Spin />;
  return (
    <iframe
      src={pdf.url}
      title={t('qfile.preview')}
      data-testid="file-preview-pdf"
      style={{ width: '100%', height: '70vh', border: 0 }}
    />
  );
}

/** The preview dialog of a stored file (images and PDF in the browser), with its download. */
export function FilePreview({ file, onClose }: { file: { name: string; url: string } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const kind = file ? previewKind(file.url) : null;
  return (
    <Modal
      open={file !== null}
      title={file?.name ?? t('qfile.preview')}
      width={kind === 'pdf' ? 960 : 720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        file && (
          <>
            <Button href={file.url} download={file.name} data-testid="file-preview-download">
              {t('qfile.download')}
            </Button>
            <Button type="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </>
        )
      }
    >
      <div data-testid="file-preview">
        {file && kind === 'image' && (
          <img
            src={file.url}
            alt={file.name}
            data-testid="file-preview-image"
            style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }}
          />
        )}
        {file && kind === 'pdf' && <PdfView url={file.url} />}
        {file && kind === null && <Alert type="info" showIcon title={t('qfile.noPreview')} />}
      </div>
    </Modal>
  );
}
