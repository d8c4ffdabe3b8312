import { DICT_TYPES } from '@zj/contract';
import { Alert, Card, Col, Flex, Row, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDict } from '../../../shared/ui/dict/use-dict.ts';
import { useMapProjects } from '../api/get-map-projects.ts';
import { useTileUrl } from '../api/get-tile-url.ts';
import { LeafletMap } from '../components/leaflet-map.tsx';
import { LocatedList } from '../components/located-list.tsx';
import { markerLook } from '../components/marker-look.ts';
import { UnlocatedList } from '../components/unlocated-list.tsx';
import { isTileTemplate, type LocatedProject, splitProjects } from '../map-projects.ts';
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
  const tileUrl = tile.data && isTileTemplate(tile.data) ? tile.data : null;
  const tilesFailed = tileUrl !== null && failedUrl === tileUrl;

  const look = useCallback((project: LocatedProject) => markerLook(statuses, project.status), [statuses]);
  const texts = useMemo(
    () => ({ status: t('map.status'), address: t('map.address'), open: t('map.openDashboard') }),
    [t],
  );
  const hint = tile.isPending ? null : tileHint(tile.data, tilesFailed);

  return (
    <Row gutter={[16, 16]} style={{ padding: 16 }} data-testid="project-map">
      <Col xs={24} lg={18}>
        <Card size="small" styles={{ body: { padding: 0 } }}>
          {hint && <Alert type="info" showIcon banner title={t(hint)} data-testid="map-tile-hint" />}
          <Spin spinning={projects.isFetching}>
            <div style={{ height: 'calc(100vh - 220px)', minHeight: 420 }}>
              {!tile.isPending && (
                <LeafletMap
                  projects={located}
                  tileUrl={tileUrl}
                  look={look}
                  texts={texts}
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
          <LocatedList
            projects={located}
            statuses={statuses}
            loading={projects.isPending}
            onFocus={(projectId) => setFocus((current) => ({ projectId, seq: (current?.seq ?? 0) + 1 }))}
          />
          <UnlocatedList projects={unlocated} statuses={statuses} loading={projects.isPending} />
        </Flex>
      </Col>
    </Row>
  );
}
