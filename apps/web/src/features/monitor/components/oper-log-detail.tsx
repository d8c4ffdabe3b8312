import type { OperLogRow } from '@zj/contract';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShownText } from '@/shared/i18n/shown-text.ts';
import { StatusTag } from './status-tag.tsx';

/** Everything recorded about one call; parameters and results shown as text, never as HTML. */
export function OperLogDetail({ row, onClose }: { row: OperLogRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const shown = useShownText();
  return (
    <Modal open={row !== null} onCancel={onClose} footer={null} width={760} title={t('operlog.detailTitle')}>
      {row && (
        <Descriptions column={2} size="small" bordered data-testid="operlog-detail">
          <Descriptions.Item label={t('operlog.title')}>
            {shown(row)} / {t(`operlog.type.${row.businessType}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('operlog.operName')}>
            {row.operName} / {row.operIp}
          </Descriptions.Item>
          <Descriptions.Item label={t('operlog.operUrl')}>
            {row.requestMethod} {row.operUrl}
          </Descriptions.Item>
          <Descriptions.Item label={t('operlog.method')}>{row.method}</Descriptions.Item>
          <Descriptions.Item label={t('operlog.operParam')} span={2}>
            <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {row.operParam}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('operlog.jsonResult')} span={2}>
            <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {row.jsonResult}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('common.status')}>
            <StatusTag status={row.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('operlog.costTime')}>{row.costTime} ms</Descriptions.Item>
          <Descriptions.Item label={t('operlog.operTime')}>{row.operTime}</Descriptions.Item>
          {row.errorMsg && (
            <Descriptions.Item label={t('operlog.errorMsg')} span={2}>
              {row.errorMsg}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Modal>
  );
}
