import { ApartmentOutlined, NotificationOutlined, SafetyCertificateOutlined, TeamOutlined } from '@ant-design/icons';
import type { ProjectInfo } from '@zj/contract';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FIGURES: { id: string; label: string; icon: ReactNode; value: (info: ProjectInfo) => number }[] = [
  { id: 'members', label: 'dash.figure.members', icon: <TeamOutlined />, value: (info) => info.memberCount },
  { id: 'children', label: 'dash.figure.children', icon: <ApartmentOutlined />, value: (info) => info.childCount },
  { id: 'roles', label: 'dash.figure.roles', icon: <SafetyCertificateOutlined />, value: (info) => info.roleCount },
  { id: 'news', label: 'dash.figure.news', icon: <NotificationOutlined />, value: (info) => info.newsCount },
];

/** Members, sub-projects, project roles and news of the project. */
export function FigureCards({ info }: { info: ProjectInfo }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((figure) => (
        <Col key={figure.id} xs={12} lg={6}>
          <Card data-testid={`dashboard-figure-${figure.id}`}>
            <Statistic title={t(figure.label)} value={figure.value(info)} prefix={figure.icon} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
