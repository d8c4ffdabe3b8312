import { Alert, Modal, Spin } from 'antd';
import { CodeBlock } from './code-block.tsx';
import './flowable-texts.ts';
import { useFlowXml, type XmlSource } from './use-flow-xml.ts';

export interface XmlTarget extends XmlSource {
  title: string;
}

/** The deployed XML, read-only in a scrolling code block. */
export function XmlModal({ target, onClose }: { target: XmlTarget | null; onClose: () => void }) {
  const xml = useFlowXml(target);
  return (
    <Modal
      open={target !== null}
      title={target?.title}
      onCancel={onClose}
      footer={null}
      width="min(960px, 96vw)"
      destroyOnHidden
    >
      {xml.isPending && <Spin />}
      {xml.isError && <Alert type="error" showIcon title={xml.error.message} />}
      {xml.data !== undefined && <CodeBlock testId="definition-xml" text={xml.data} />}
    </Modal>
  );
}
