import { useQueryClient } from '@tanstack/react-query';
import { PERMS, type ProblemRow } from '@zj/contract';
import { Badge, Button, Col, Grid, List, Row, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectPermission } from '@/shared/access/access.tsx';
import { ProblemDialog } from '@/shared/problems/problem-dialog.tsx';
import { problemEvents } from '@/shared/problems/problem-events.ts';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { BcfButtons, ModelPanel, type ModelPanelHandle, type SelectionProblem } from '../../bim/tracking/index.ts';
import { trackingApi, trackingKeys, useTrackingBands, useTrackingList } from '../api/problem-list-api.ts';
import { ProblemFormDialog } from '../components/problem-form-dialog.tsx';
import { type ProblemFilters, ProblemSearch } from '../components/problem-search.tsx';
import { ProblemTable } from '../components/problem-table.tsx';
import '../problems-texts.ts';

const P = PERMS.business.problem;
/** The band list's key for problems linked to no band. */
const NO_BAND = 0;
/** The viewer's height: beside the list on a wide screen, above it (smaller) on a phone. */
const VIEWER_HEIGHT = { wide: 520, narrow: 320 };

function Bands({
  projectId,
  band,
  onBand,
}: {
  projectId: number;
  band: number | null;
  onBand(band: number | null): void;
}) {
  const { t } = useTranslation();
  const bands = useTrackingBands(projectId);
  const rows = bands.data ?? [];
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const item = (key: number | null, label: string, count: number, unread: number) => (
    <List.Item
      onClick={() => onBand(key)}
      style={{
        cursor: 'pointer',
        background: band === key ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined,
        paddingInline: 8,
      }}
      data-testid="tracking-band"
    >
      <Typography.Text ellipsis style={{ maxWidth: 150 }}>
        {label}
      </Typography.Text>
      <Badge count={unread} size="small" offset={[6, 0]}>
        <Typography.Text type="secondary">{count}</Typography.Text>
      </Badge>
    </List.Item>
  );
  return (
    <List size="small" bordered loading={bands.isLoading} header={<b>{t('tracking.bands')}</b>}>
      {item(
        null,
        t('tracking.allBands'),
        total,
        rows.reduce((sum, row) => sum + row.unread, 0),
      )}
      {rows.map((row) => item(row.bandId ?? NO_BAND, row.bandName || t('tracking.noBand'), row.total, row.unread))}
    </List>
  );
}

function Tracking({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useListPage<ProblemFilters>();
  const [band, setBand] = useState<number | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null | undefined>(undefined);
  const query = {
    projectId,
    ...list.query,
    ...(band !== null && band !== NO_BAND ? { bandId: band } : {}),
  };
  const problems = useTrackingList(query);
  const reload = () => client.invalidateQueries({ queryKey: trackingKeys.all });
  const model = useRef<ModelPanelHandle>(null);
  const [start, setStart] = useState<SelectionProblem | null>(null);
  const wide = Grid.useBreakpoint().lg ?? false;
  const defaults = useMemo(
    () =>
      start
        ? { name: '', extend1: start.componentName, componentId: start.componentId, bandId: start.bandId || null }
        : undefined,
    [start],
  );
  const listed = useMemo(
    () => (problems.data?.rows ?? []).map((row) => ({ problemId: row.problemId, name: row.name })),
    [problems.data],
  );

  useEffect(
    () => problemEvents.on('refresh', () => void client.invalidateQueries({ queryKey: trackingKeys.all })),
    [client],
  );
  // The linked component flies the viewer there: the dialog steps aside.
  useEffect(() => problemEvents.on('jumpToComponent', () => setShown(null)), []);

  const view = (row: ProblemRow) => {
    setShown(row.problemId);
    if (row.unread) void trackingApi.read(row.problemId).then(reload, () => {});
  };

  return (
    <Row gutter={16}>
      <Col xs={24} lg={14} style={{ marginBottom: 16 }}>
        <ModelPanel
          ref={model}
          projectId={projectId}
          listed={listed}
          band={band === NO_BAND ? null : band}
          height={wide ? VIEWER_HEIGHT.wide : VIEWER_HEIGHT.narrow}
          onCreate={(from) => {
            setStart(from);
            setTarget(null);
          }}
          onPin={setShown}
        />
      </Col>
      <Col xs={24} lg={10}>
        <div style={{ marginBottom: 16 }}>
          <Bands projectId={projectId} band={band} onBand={setBand} />
        </div>
        <ListPage
          bare
          testId="tracking-list"
          prefix="tracking"
          projectScoped
          perms={{ add: P.add, export: P.export }}
          list={list}
          query={problems}
          onAdd={() => {
            setStart(null);
            setTarget(null);
          }}
          onEdit={false}
          onDelete={false}
          onExport={() => void trackingApi.export(query)}
          extra={
            <>
              <ProjectPermission perms={[P.list]}>
                <Button
                  onClick={() => void trackingApi.readAll(projectId).then(reload, () => {})}
                  data-testid="tracking-read-all"
                >
                  {t('tracking.readAll')}
                </Button>
              </ProjectPermission>
              <BcfButtons projectId={projectId} onImported={reload} />
            </>
          }
          search={<ProblemSearch projectId={projectId} onSearch={list.search} onReset={list.reset} />}
          dialogs={
            <>
              <ProblemFormDialog
                projectId={projectId}
                kind="0"
                target={target}
                defaults={target === null ? defaults : undefined}
                onCreated={(problemId) => {
                  if (start) void model.current?.saveViewpoint(problemId, start);
                }}
                onClose={() => setTarget(undefined)}
              />
              <ProblemDialog problemId={shown} projectId={projectId} family="model" onClose={() => setShown(null)} />
            </>
          }
        >
          <ProblemTable
            rows={problems.data?.rows ?? []}
            loading={problems.isFetching}
            perms={{ edit: P.edit, close: P.close, remove: P.remove }}
            onView={view}
            onEdit={(row) => setTarget(row.problemId)}
            onClose={(row) =>
              confirmThen(
                t('tracking.confirmClose', { name: row.name }),
                () => trackingApi.close(row.problemId),
                t('tracking.closeDone'),
                {
                  after: reload,
                },
              )
            }
            onDelete={(row) =>
              confirmThen(
                t('tracking.confirmDelete', { name: row.name }),
                () => trackingApi.remove(row.problemId),
                t('common.deleteSuccess'),
                {
                  after: reload,
                },
              )
            }
          />
        </ListPage>
      </Col>
    </Row>
  );
}

/**
 * 问题追踪 (menu component business/problemtracking/index): the current project's models in the
 * viewer beside their problems; a problem created from the selected component keeps its viewpoint.
 */
export default function ProblemTrackingPage() {
  return (
    <ProjectScope testId="tracking-page">
      {(projectId) => <Tracking key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
