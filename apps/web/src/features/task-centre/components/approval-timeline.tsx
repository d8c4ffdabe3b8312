import type { CommentRow } from '@zj/contract';
import { Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useComments } from '../api/get-progress.ts';
import { actionLabel } from './action-label.ts';
import { ORDER_TABLE } from './order-record.ts';

const COLOR: Record<string, string> = { approve: 'green', reject: 'red', back: 'red', withdraw: 'gray' };

/** Every action on a record's processes, oldest first. */
export function ApprovalTimeline({ bizId, bizTable = ORDER_TABLE }: { bizId: string; bizTable?: string }) {
  const { t } = useTranslation();
  const comments = useComments(bizId, bizTable);
  if (comments.isLoading) return <Spin />;
  const rows: CommentRow[] = comments.data ?? [];
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order.noHistory')} />;
  return (
    <Timeline
      data-testid="order-history"
      items={rows.map((row) => ({
        key: row.commentId,
        color: COLOR[row.action] ?? 'blue',
        content: (
          <div data-testid={`order-history-${row.action}`}>
            <Typography.Text strong>
              {row.taskName ? `${row.taskName} · ` : ''}
              {actionLabel(t, row.action)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
              {row.userName} {row.createTime ?? ''}
            </Typography.Text>
            {row.comment && (
              <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
                {row.comment}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
