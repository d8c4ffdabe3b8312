import type { ProjectProgressForMap } from '@zj/contract';
import { Card, Empty, Flex, List, Progress, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../workdesk-texts.ts';

/** Projects with a plan first, the furthest behind their plan on top. */
export function byDelay(rows: readonly ProjectProgressForMap[]): ProjectProgressForMap[] {
  const behind = (row: ProjectProgressForMap) =>
    row.planId === null ? Number.NEGATIVE_INFINITY : (row.plannedProgress ?? row.progress) - row.progress;
  return [...rows].sort((a, b) => behind(b) - behind(a) || a.projectId - b.projectId);
}

/**
 * 项目进度: every project the caller may see with the work done by its master plan, where the
 * baseline says it should be, and its late tasks; a row opens the project's dashboard.
 */
export function ProjectProgressCard({ rows, loading }: { rows: readonly ProjectProgressForMap[]; loading: boolean }) {
  const { t } = useTranslation();
  const planned = byDelay(rows).filter((row) => row.planId !== null);
  return (
    <Card
      title={t('desk.progress')}
      data-testid="workdesk-progress"
      styles={{ body: { maxHeight: 360, overflow: 'auto' } }}
    >
      <Spin spinning={loading}>
        {planned.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('desk.noProgress')} />
        ) : (
          <List
            size="small"
            dataSource={planned}
            renderItem={(row) => (
              <List.Item key={row.projectId} data-testid={`workdesk-progress-${row.projectId}`}>
                <Flex vertical style={{ width: '100%', minWidth: 0 }}>
                  <Flex justify="space-between" gap={8}>
                    <Link to={`/projectDashboard/${row.projectId}`}>
                      <Typography.Text strong ellipsis>
                        {row.projectName}
                      </Typography.Text>
                    </Link>
                    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                      {row.plannedProgress !== null &&
                        t('desk.plannedAt', { percent: Math.round(row.plannedProgress) })}
                      {row.lateTasks > 0 && (
                        <Typography.Text type="danger" style={{ fontSize: 12 }}>
                          {' '}
                          · {t('desk.lateTasks', { count: row.lateTasks })}
                        </Typography.Text>
                      )}
                    </Typography.Text>
                  </Flex>
                  <Progress
                    percent={Math.round(row.progress)}
                    size="small"
                    status={row.lateTasks > 0 ? 'exception' : undefined}
                    format={(percent) => `${percent}%`}
                  />
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Spin>
    </Card>
  );
}
