import { Alert, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhotoStrip } from './photo-strip.tsx';
import { useApprovalRectifications } from './problem-api.ts';
import './problem-texts.ts';

/**
 * What the approver of a problem's completion judges: the problem's rectifications with their
 * photos, read through the approval (approvers need not be members of the problem's project).
 */
export function ApprovalRectifications({ instanceId }: { instanceId: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useApprovalRectifications(instanceId);
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (isError) return <Alert type="warning" showIcon title={t('problem.rect.unavailable')} />;
  const rows = data?.rows ?? [];
  if (rows.length === 0) return <Typography.Text type="secondary">{t('problem.rect.empty')}</Typography.Text>;
  return (
    <List
      data-testid="approval-rectifications"
      size="small"
      dataSource={rows}
      renderItem={(row) => (
        <List.Item key={row.id}>
          <List.Item.Meta
            title={row.content}
            description={
              <>
                <Typography.Text type="secondary">
                  {row.creator} · {row.createTime}
                </Typography.Text>
                <div style={{ marginTop: 8 }}>
                  <PhotoStrip files={row.files} size={64} />
                </div>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
