import type { SysMessageRow } from '@zj/contract';
import { Badge, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShownText } from '@/shared/i18n/shown-text.ts';
import { relateLabel } from '../relate-label.ts';

export interface MessageListProps {
  rows: SysMessageRow[];
  loading: boolean;
  onOpen(message: SysMessageRow): void;
}

/** The messages of one tab: title, time and what each refers to; a click opens it. */
export function MessageList({ rows, loading, onOpen }: MessageListProps) {
  const { t } = useTranslation();
  const shown = useShownText();
  if (loading) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />;
  return (
    <Flex vertical component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((message) => {
        const record = relateLabel(t, message);
        return (
          <li key={message.id} style={{ borderBottom: '1px solid #f0f0f0' }}>
            <button
              type="button"
              onClick={() => onOpen(message)}
              data-testid={`message-item-${message.id}`}
              style={{
                all: 'unset',
                boxSizing: 'border-box',
                display: 'block',
                width: '100%',
                padding: '10px 4px',
                cursor: 'pointer',
              }}
            >
              <Flex align="center" gap={8}>
                {message.status === '0' && <Badge status="processing" />}
                <Typography.Text strong={message.status === '0'} ellipsis style={{ flex: 1 }}>
                  {shown(message)}
                </Typography.Text>
              </Flex>
              <Flex justify="space-between" gap={8} style={{ marginTop: 4, fontSize: 12 }}>
                <Typography.Text type="secondary" ellipsis>
                  {record ?? ''}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {message.createTime ?? ''}
                </Typography.Text>
              </Flex>
            </button>
          </li>
        );
      })}
    </Flex>
  );
}
