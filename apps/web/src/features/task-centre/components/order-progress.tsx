import { Alert, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BpmnViewer } from '@/shared/bpmn/BpmnViewer.tsx';
import { useInstanceStatus } from '../api/get-progress.ts';

/** The process diagram with the path taken (green) and the open steps (blue). */
export function OrderProgress({ instanceId, height = 360 }: { instanceId: number | null; height?: number }) {
  const { t } = useTranslation();
  const status = useInstanceStatus(instanceId);
  if (!instanceId) return <Alert type="info" showIcon title={t('order.noProcess')} />;
  if (!status.data) return <Spin />;
  const { xml, instance, finished, taken, active } = status.data;
  return (
    <div data-testid="order-progress" data-active={active.join(',')} data-finished={finished.join(',')}>
      <Flex gap={16} style={{ marginBottom: 8 }}>
        <Legend color="#52c41a" text={t('order.legend.finished')} />
        <Legend color="#1677ff" text={t('order.legend.active')} />
      </Flex>
      <BpmnViewer xml={xml} process={instance.definitionKey} highlight={{ finished, taken, active }} height={height} />
    </div>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Flex align="center" gap={6}>
      <span style={{ width: 12, height: 12, border: `2px solid ${color}`, borderRadius: 3, display: 'inline-block' }} />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
