import { AimOutlined } from '@ant-design/icons';
import { Button, Card, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../../shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '../../../shared/ui/dict/use-dict.ts';
import type { LocatedProject } from '../map-projects.ts';

/** The projects on the map: a click zooms to one and opens its popup (neighbours may overlap). */
export function LocatedList({
  projects,
  statuses,
  loading,
  onFocus,
}: {
  projects: readonly LocatedProject[];
  statuses: readonly DictOption[];
  loading: boolean;
  onFocus: (projectId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={t('map.located')}
      data-testid="map-located"
      styles={{ body: { maxHeight: 360, overflow: 'auto' } }}
    >
      <List
        size="small"
        loading={loading}
        dataSource={projects as LocatedProject[]}
        locale={{ emptyText: t('map.empty') }}
        renderItem={(project) => (
          <List.Item key={project.projectId} data-testid={`map-located-${project.projectId}`}>
            <Button type="link" size="small" icon={<AimOutlined />} onClick={() => onFocus(project.projectId)}>
              {project.projectName}
            </Button>
            <DictTag options={statuses} value={project.status} />
          </List.Item>
        )}
      />
    </Card>
  );
}
