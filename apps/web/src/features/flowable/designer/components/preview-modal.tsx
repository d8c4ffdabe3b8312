import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface Preview {
  kind: 'xml' | 'json';
  text: string;
}

/** The current model as XML or JSON, read-only in a scrolling code block (spec 02 §2 "preview"). */
export function PreviewModal({ preview, onClose }: { preview: Preview | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={preview !== null}
      title={t(preview?.kind === 'json' ? 'designer.previewJson' : 'designer.previewXml')}
      onCancel={onClose}
      footer={null}
      width="min(960px, 96vw)"
      destroyOnHidden
    >
      <pre
        data-testid="designer-preview-text"
        style={{
          maxHeight: '65vh',
          overflow: 'auto',
          margin: 0,
          padding: 12,
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderRadius: 6,
          fontSize: 12,
          lineHeight: 1.5,
          whiteSpace: 'pre',
        }}
      >
        <code>{preview?.text}</code>
      </pre>
    </Modal>
  );
}
