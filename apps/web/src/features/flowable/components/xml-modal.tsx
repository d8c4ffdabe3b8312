import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin } from 'antd';
import './flowable-texts.ts';

export interface XmlTarget {
  key: readonly unknown[];
  title: string;
  load: () => Promise<string>;
}

/** The deployed XML, read-only in a scrolling code block. */
export function XmlModal({ target, onClose }: { target: XmlTarget | null; onClose: () => void }) {
  const xml = useQuery({
    queryKey: ['flowable', 'xml', ...(target?.key ?? [])],
    queryFn: () => (target ? target.load() : Promise.resolve('')),
    enabled: target !== null,
  });
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
      {xml.data !== undefined && (
        <pre
          data-testid="definition-xml"
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
          <code>{xml.data}</code>
        </pre>
      )}
    </Modal>
  );
}
