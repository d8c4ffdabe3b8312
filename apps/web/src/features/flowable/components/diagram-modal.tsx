import { Alert, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { BpmnViewer } from '@/shared/bpmn/BpmnViewer.tsx';
import './flowable-texts.ts';
import { useFlowXml, type XmlSource } from './use-flow-xml.ts';

export interface DiagramTarget extends XmlSource {
  name: string;
  /** The process shown, of a file with several (a definition's key). */
  process?: string;
}

/** A model's or definition's diagram (read-only bpmn-js viewer); closed while `target` is null. */
export function DiagramModal({ target, onClose }: { target: DiagramTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const xml = useFlowXml(target);
  return (
    <Modal
      open={target !== null}
      title={t('flow.diagramTitle', { name: target?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      width="min(1100px, 96vw)"
      destroyOnHidden
    >
      <div data-testid="flow-diagram">
        {xml.isPending && <Spin />}
        {xml.isError && <Alert type="error" showIcon title={xml.error.message} />}
        {xml.data && <BpmnViewer xml={xml.data} process={target?.process} height="min(70vh, 560px)" />}
      </div>
    </Modal>
  );
}
