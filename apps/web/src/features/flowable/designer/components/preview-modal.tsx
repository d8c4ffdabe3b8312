import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../../components/code-block.tsx';

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
      <CodeBlock testId="designer-preview-text" text={preview?.text} />
    </Modal>
  );
}
