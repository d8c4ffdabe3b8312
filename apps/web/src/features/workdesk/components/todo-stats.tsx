import { FolderOpenOutlined, MailOutlined, StarOutlined } from '@ant-design/icons';
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

/**
 * 我的待办: unread messages (the number only: the header's bell opens them), my projects and
 * starred projects (both open the project list; starred only with the list permission).
 */
export function TodoStats({
  unread,
  projects,
  starred,
  canList,
}: {
  unread: { value: number | undefined; loading: boolean };
  projects: { value: number | undefined; loading: boolean };
  starred: { value: number | undefined; loading: boolean } | null;
  canList: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toList = canList ? () => navigate('/project') : undefined;
  return (
    <Card title={t('desk.todo')} data-testid="workdesk-todo">
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={8}>
          <Figure testId="workdesk-unread-count" title={t('desk.unread')} icon={<MailOutlined />} {...unread} />
        </Col>
        <Col xs={24} sm={8}>
          <Figure
            testId="workdesk-project-count"
            title={t('desk.myProjects')}
            icon={<FolderOpenOutlined />}
            onClick={toList}
            {...projects}
          />
        </Col>
        {starred && (
          <Col xs={24} sm={8}>
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
