import { AimOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { DICT_TYPES, PERMS } from '@zj/contract';
import { Alert, Button, Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '@/shared/access/index.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useMapProgress, useMapProjects } from '../api/get-map-projects.ts';
import { useTileUrl } from '../api/get-tile-url.ts';
import { LeafletMap } from '../components/leaflet-map.tsx';
import { MapProjectList } from '../components/map-project-list.tsx';
import { markerLook } from '../components/marker-look.ts';
import { isTileTemplate, type LocatedProject, progressByProject, splitProjects } from '../map-projects.ts';
import { loadChinaOutline } from '../outline/decode-outline.ts';
import '../map-texts.ts';

/** Why the map has no tiles, if it has none. */
function tileHint(url: string | undefined, failed: boolean) {
  if (!url) return 'map.noTiles';
  if (!isTileTemplate(url)) return 'map.badTileUrl';
  return failed ? 'map.tilesFailed' : null;
}

/** /projectMap — 地图: the caller's projects at their coordinates. */
export default function ProjectMapPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tile = useTileUrl();
  const projects = useMapProjects();
  const statuses = useDict(DICT_TYPES.projectStatus)[DICT_TYPES.projectStatus];
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [focus, setFocus] = useState<{ projectId: number; seq: number } | null>(null);
  const { located, unlocated } = useMemo(() => splitProjects(projects.data ?? []), [projects.data]);
  const progressData = useMapProgress().data;
  const progress = useMemo(() => progressByProject(progressData ?? []), [progressData]);
  const tileUrl = tile.data && isTileTemplate(tile.data) ? tile.data : null;
  const tilesFailed = tileUrl !== null && failedUrl === tileUrl;

  const look = useCallback((project: LocatedProject) => markerLook(statuses, project.status), [statuses]);
  const texts = useMemo(
    () => ({
      status: t('map.status'),
      address: t('map.address'),
      progress: t('map.progress'),
      open: t('map.openDashboard'),
    }),
    [t],
  );
  const hint = tile.isPending ? null : tileHint(tile.data, tilesFailed);
  // Without tiles the map draws the provinces' outline that ships with the app (no outside host).
  const outline = useQuery({
    queryKey: ['map', 'outline'],
    queryFn: loadChinaOutline,
    staleTime: Number.POSITIVE_INFINITY,
    enabled: hint !== null,
  });
  const canConfigure = useAccess().hasPermi([PERMS.system.config.list]);

  return (
    <Row gutter={[16, 16]} style={{ padding: 16 }} data-testid="project-map">
      <Col xs={24} lg={18}>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          {hint && (
            <Alert
              type="info"
              showIcon
              banner
              title={t(hint)}
              action={
                canConfigure && (
                  <Link to="/system/config" data-testid="map-tile-settings">
                    {t('map.toSettings')}
                  </Link>
                )
              }
              data-testid="map-tile-hint"
            />
          )}
          <Spin spinning={projects.isFetching}>
            <div style={{ height: 'calc(100vh - 220px)', minHeight: 420 }}>
              {!tile.isPending && (
                <LeafletMap
                  projects={located}
                  tileUrl={tileUrl}
                  outline={hint ? (outline.data ?? null) : null}
                  look={look}
                  texts={texts}
                  progress={progress}
                  focus={focus}
                  onOpen={(projectId) => navigate(`/projectDashboard/${projectId}`)}
                  onTilesFailed={() => setFailedUrl(tileUrl)}
                />
              )}
            </div>
          </Spin>
        </Card>
      </Col>
      <Col xs={24} lg={6}>
        <Typography.Paragraph type="secondary" data-testid="map-count">
          {t('map.count', { n: located.length + unlocated.length })}
        </Typography.Paragraph>
        <Flex vertical gap={16}>
          {/* The projects on the map: a click zooms to one and opens its popup (neighbours may overlap). */}
          <MapProjectList
            testId="map-located"
            title={t('map.located')}
            maxHeight={360}
            empty={t('map.empty')}
            projects={located}
            statuses={statuses}
            progress={progress}
            loading={projects.isPending}
            name={(project) => (
              <Button
                type="link"
                size="small"
                icon={<AimOutlined />}
                onClick={() => setFocus((current) => ({ projectId: project.projectId, seq: (current?.seq ?? 0) + 1 }))}
              >
                {project.projectName}
              </Button>
            )}
          />
          {/* 未设置坐标的项目: what the map cannot show, each linking to its dashboard. */}
          <MapProjectList
            testId="map-unlocated"
            title={t('map.unlocated')}
            maxHeight={240}
            empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('map.noUnlocated')} />}
            projects={unlocated}
            statuses={statuses}
            progress={progress}
            loading={projects.isPending}
            name={(project) => <Link to={`/projectDashboard/${project.projectId}`}>{project.projectName}</Link>}
          />
        </Flex>
      </Col>
    </Row>
  );
}
