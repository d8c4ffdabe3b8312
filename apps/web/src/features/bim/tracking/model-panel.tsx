import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { MODEL_STATUS, type ViewpointRow } from '@zj/contract';
import { Alert, Button, Select, Space, Spin } from 'antd';
import { type Ref, Suspense, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { problemEvents } from '@/shared/problems/problem-events.ts';
import { BimViewer, type BimViewerHandle, pinsFromViewpoints, type ViewerSelection } from '../viewer/index.ts';
import { saveProblemViewpoint } from './save-viewpoint.ts';
import { modelTrackingApi, modelTrackingKeys } from './tracking-api.ts';
import './tracking-texts.ts';

/** What a new problem on the selection starts with. */
export interface SelectionProblem {
  componentId: string;
  componentName: string;
  versionId: number;
  bandId: number;
  bandName: string;
}

/** What the page does with the model panel. */
export interface ModelPanelHandle {
  /** Saves the viewpoint of a problem just created from the selection (`from` its start). */
  saveViewpoint(problemId: number, from: SelectionProblem): Promise<void>;
}

/** Which problems of the list have which status colour and title (pins show only listed problems). */
export interface ListedProblem {
  problemId: number;
  name: string;
  color?: string;
}

/**
 * 问题追踪's model side (issue 24): the current version of each chosen band federated in the
 * viewer; pins on the listed problems' components; a problem created from the selection; the
 * problem dialog's linked component flies back to the problem's saved viewpoint.
 */
export function ModelPanel({
  projectId,
  listed,
  band,
  height,
  onCreate,
  onPin,
  ref,
}: {
  projectId: number;
  listed: ListedProblem[];
  /** The band the list is filtered by: the model shows that band alone (null: every band). */
  band?: number | null;
  height: number;
  onCreate(start: SelectionProblem): void;
  onPin(problemId: number): void;
  ref?: Ref<ModelPanelHandle>;
}) {
  const { t } = useTranslation();
  const viewer = useRef<BimViewerHandle>(null);
  const bands = useQuery({
    queryKey: modelTrackingKeys.bands(projectId),
    queryFn: () => modelTrackingApi.bands(projectId),
  });
  const viewpoints = useQuery({
    queryKey: modelTrackingKeys.viewpoints(projectId),
    queryFn: () => modelTrackingApi.viewpoints(projectId),
  });
  const ready = useMemo(
    () => (bands.data ?? []).filter((band) => band.currentVersionId !== null && band.status === MODEL_STATUS.done),
    [bands.data],
  );
  const [chosen, setChosen] = useState<number[] | null>(null);
  useEffect(() => setChosen(band ? [band] : null), [band]);
  const shownBands = chosen ?? ready.map((band) => band.bandId);
  const [extra, setExtra] = useState<number[]>([]);
  const models = useMemo(() => {
    const current = ready
      .filter((band) => shownBands.includes(band.bandId))
      .map((band) => band.currentVersionId as number);
    return [...new Set([...current, ...extra])];
  }, [ready, shownBands, extra]);
  const [selection, setSelection] = useState<ViewerSelection>({ versionId: null, globalIds: [] });

  const pins = useMemo(() => {
    const names = new Map(listed.map((row) => [row.problemId, row]));
    const rows = (viewpoints.data ?? []).filter((row) => row.problemId !== null && names.has(row.problemId));
    return pinsFromViewpoints(
      rows,
      (problemId) => names.get(problemId)?.name ?? `#${problemId}`,
      (problemId) => names.get(problemId)?.color,
    );
  }, [viewpoints.data, listed]);

  useImperativeHandle(ref, () => ({
    saveViewpoint: async (problemId, from) => {
      const handle = viewer.current;
      if (!handle) return;
      try {
        await saveProblemViewpoint(handle, { projectId, problemId, versionId: from.versionId });
        feedback().success(t('modelTracking.viewpointSaved'));
      } catch (error) {
        feedback().error(
          t('modelTracking.viewpointFailed', { reason: error instanceof Error ? error.message : String(error) }),
        );
      }
      await viewpoints.refetch();
    },
  }));

  // The problem dialog's linked component: fly to the problem's newest saved viewpoint.
  useEffect(
    () =>
      problemEvents.on('jumpToComponent', ({ problemId }) => {
        void modelTrackingApi.problemViewpoints(projectId, problemId).then(async (rows) => {
          const newest: ViewpointRow | undefined = rows[0];
          if (!newest) {
            feedback().warning(t('modelTracking.noViewpoint'));
            return;
          }
          setExtra((ids) => (ids.includes(newest.versionId) ? ids : [...ids, newest.versionId]));
          await jumpWhenLoaded(viewer, newest);
        });
      }),
    [projectId, t],
  );

  const create = () => {
    const first = selection.globalIds[0];
    const band = ready.find((row) => row.currentVersionId === selection.versionId);
    if (!first || selection.versionId === null) {
      feedback().warning(t('modelTracking.selectFirst'));
      return;
    }
    const start = (componentName: string) =>
      onCreate({
        componentId: first,
        componentName,
        versionId: selection.versionId as number,
        bandId: band?.bandId ?? 0,
        bandName: band?.bandName ?? '',
      });
    void modelTrackingApi.element(selection.versionId, first).then(
      (element) => start(element.name || element.ifcClass),
      () => start(first),
    );
  };

  if (bands.isLoading) return <Spin />;
  if (!ready.length)
    return <Alert type="info" showIcon message={t('modelTracking.noModel')} data-testid="tracking-no-model" />;

  return (
    <div data-testid="tracking-model">
      <Space wrap style={{ marginBottom: 8 }}>
        <Select
          mode="multiple"
          style={{ minWidth: 220 }}
          placeholder={t('modelTracking.bandsPlaceholder')}
          value={shownBands}
          onChange={setChosen}
          options={ready.map((band) => ({ value: band.bandId, label: band.bandName }))}
          aria-label={t('modelTracking.bands')}
          data-testid="tracking-model-bands"
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!selection.globalIds.length}
          onClick={create}
          data-testid="tracking-create-from-selection"
        >
          {t('modelTracking.create')}
        </Button>
      </Space>
      <Suspense fallback={<Spin tip={t('modelTracking.loadingViewer')}>{<div style={{ height }} />}</Spin>}>
        <BimViewer
          ref={viewer}
          models={models}
          height={height}
          pins={pins}
          onSelect={setSelection}
          onPinClick={onPin}
        />
      </Suspense>
    </div>
  );
}

/** Flies once the viewer is mounted and the viewpoint's model is in it (it may be loading). */
async function jumpWhenLoaded(viewer: { current: BimViewerHandle | null }, row: ViewpointRow) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const handle = viewer.current;
    if (handle?.loadedVersions.includes(row.versionId)) {
      await handle.flyTo(row);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
