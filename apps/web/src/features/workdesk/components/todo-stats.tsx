import { AuditOutlined, FolderOpenOutlined, MailOutlined, StarOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../workdesk-texts.ts';

function Figure({
  testId,
  title,
  icon,
  value,
  loading,
  onClick,
}: {
  testId: string;
  title: string;
  icon: ReactNode;
  value: number | undefined;
  loading: boolean;
  onClick?: () => void;
}) {
  return (
    <Card
      size="small"
      hoverable={Boolean(onClick)}
      onClick={onClick}
      data-testid={`${testId}-card`}
      style={onClick ? { cursor: 'pointer' } : undefined}
    >
      <Statistic
        title={title}
        prefix={icon}
        value={value ?? 0}
        loading={loading}
        valueRender={(node) => <span data-testid={testId}>{node}</span>}
      />
    </Card>
  );
}

/** The to-do list of the task centre (待办任务). */
const TODO_PATH = '/order/order/my-todo';

/**
 * 我的待办: the pending tasks the header's 任务 badge counts (only with the to-do permission; they
 * open 待办任务), unread messages (the number only: the header's bell opens them), my projects and
 * starred projects (both open the project list; starred only with the list permission).
 */
export function TodoStats({
  pending,
  unread,
  projects,
  starred,
  canList,
}: {
  /** Null without the to-do permission. */
  pending: number | null;
  unread: { value: number | undefined; loading: boolean };
  projects: { value: number | undefined; loading: boolean };
  starred: { value: number | undefined; loading: boolean } | null;
  canList: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toList = canList ? () => navigate('/project') : undefined;
  const figures = 2 + (pending === null ? 0 : 1) + (starred ? 1 : 0);
  const span = 24 / figures;
  return (
    <Card title={t('desk.todo')} data-testid="workdesk-todo">
      <Row gutter={[12, 12]}>
        {pending !== null && (
          <Col xs={12} sm={span}>
            <Figure
              testId="workdesk-pending-count"
              title={t('desk.pendingTasks')}
              icon={<AuditOutlined />}
              value={pending}
              loading={false}
              onClick={() => navigate(TODO_PATH)}
            />
          </Col>
        )}
        <Col xs={12} sm={span}>
          <Figure testId="workdesk-unread-count" title={t('desk.unread')} icon={<MailOutlined />} {...unread} />
        </Col>
        <Col xs={12} sm={span}>
          <Figure
            testId="workdesk-project-count"
            title={t('desk.myProjects')}
            icon={<FolderOpenOutlined />}
            onClick={toList}
            {...projects}
          />
        </Col>
        {starred && (
          <Col xs={12} sm={span}>
            <Figure
              testId="workdesk-starred-count"
              title={t('desk.starredCount')}
              icon={<StarOutlined />}
              onClick={toList}
              {...starred}
            />
          </Col>
        )}
      </Row>
    </Card>
  );
}
