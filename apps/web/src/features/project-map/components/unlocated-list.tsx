import { Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DictTag } from '../../../shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '../../../shared/ui/dict/use-dict.ts';
import type { MapProject } from '../map-projects.ts';

/** 未设置坐标的项目: what the map cannot show, each linking to its dashboard. */
export function UnlocatedList({
  projects,
  statuses,
  loading,
}: {
  projects: readonly MapProject[];
  statuses: readonly DictOption[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('map.unlocated')}
      data-testid="map-unlocated"
      styles={{ body: { maxHeight: 240, overflow: 'auto' } }}
    >
      <List
        size="small"
        loading={loading}
        dataSource={projects as MapProject[]}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('map.noUnlocated')} /> }}
        renderItem={(project) => (
          <List.Item key={project.projectId} data-testid={`map-unlocated-${project.projectId}`}>
            <Link to={`/projectDashboard/${project.projectId}`}>{project.projectName}</Link>
            <DictTag options={statuses} value={project.status} />
          </List.Item>
        )}
      />
    </Card>
  );
}
