import { useQueries } from '@tanstack/react-query';
import { Alert, Progress } from 'antd';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModelBackground, readBackground, writeBackground } from './background.ts';
import type { Pin } from './pins.ts';
import { parseTreeKey, storeysOf, type TreeItem, toTreeItems } from './spatial-tree.ts';
import { fetchFragments, fetchTree, viewerKeys } from './viewer-api.ts';
import { type ModelIdMap, ViewerEngine } from './viewer-engine.ts';
import { ViewerPanels } from './viewer-panels.tsx';
import { type ToolbarActions, type ToolbarState, ViewerToolbar } from './viewer-toolbar.tsx';
import type { BimViewerHandle, BimViewerProps, ViewerSelection } from './viewer-types.ts';
import './viewer-texts.ts';

function webglAvailable() {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

const EMPTY_SELECTION: ViewerSelection = { versionId: null, globalIds: [] };

/** The version a selection belongs to: the first model of the map that has items. */
const versionOf = (items: ModelIdMap) => {
  const modelId = Object.entries(items).find(([, ids]) => ids.size)?.[0];
  return modelId === undefined ? null : Number(modelId);
};

/**
 * The model viewer (issue 24): the current versions of some bands federated in one view, with its
 * toolbar, spatial tree and properties. Loaded lazily (index.ts): three.js and That Open never ride
 * in the shell's or the login page's chunks.
 */
export default function BimViewer({
  models,
  height = 560,
  pins,
  panels = true,
  onSelect,
  onPinClick,
  onLoaded,
  ref,
}: BimViewerProps & { ref?: Ref<BimViewerHandle> }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const engine = useRef<ViewerEngine | null>(null);
  const [supported] = useState(webglAvailable);
  const [progress, setProgress] = useState<{ done: number; total: number; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [showPanels, setShowPanels] = useState(true);
  const [selection, setSelection] = useState<ViewerSelection>(EMPTY_SELECTION);
  const [state, setState] = useState<ToolbarState>(() => ({
    navigation: 'orbit',
    clipping: false,
    measuring: null,
    ghosted: false,
    plan: null,
    background: readBackground(),
  }));
  const callbacks = useRef({ onSelect, onPinClick, onLoaded });
  callbacks.current = { onSelect, onPinClick, onLoaded };
  const versionKey = models.join(',');

  useEffect(() => {
    if (!supported || !host.current) return;
    const created = new ViewerEngine(host.current, {
      onSelect: (globalIds, items) => {
        const next = { versionId: versionOf(items), globalIds };
        setSelection(next);
        callbacks.current.onSelect?.(next);
      },
      onPinClick: (id) => callbacks.current.onPinClick?.(id),
    });
    created.setBackground(readBackground());
    engine.current = created;
    return () => {
      engine.current = null;
      created.dispose();
    };
  }, [supported]);

  // (Re)loads the models when the list changes; the first load fits the view.
  useEffect(() => {
    const viewer = engine.current;
    if (!viewer) return;
    const versions = versionKey ? versionKey.split(',').map(Number) : [];
    const controller = new AbortController();
    const run = async () => {
      await viewer.keepOnly(new Set(versions.map(String)));
      const missing = versions.filter((id) => !viewer.modelIds.includes(String(id)));
      const total = missing.length;
      if (!total) {
        setLoaded(true);
        return;
      }
      setLoaded(false);
      const firstLoad = viewer.modelIds.length === 0;
      setError(null);
      for (const [done, versionId] of missing.entries()) {
        setProgress({ done, total, fraction: 0 });
        const bytes = await fetchFragments(
          versionId,
          (part) => setProgress({ done, total, fraction: part / 2 }),
          controller.signal,
        );
        if (controller.signal.aborted) return;
        await viewer.load(String(versionId), bytes, (part) => setProgress({ done, total, fraction: 0.5 + part / 2 }));
      }
      setProgress(null);
      if (firstLoad) {
        await viewer.home(false);
        // The first frame with the models drawn (bench/bim-viewer.ts measures up to this mark).
        viewer.afterNextFrame(() => performance.mark('bim:first-frame'));
      }
      setLoaded(true);
      callbacks.current.onLoaded?.();
    };
    run().catch((reason: unknown) => {
      if (controller.signal.aborted) return;
      setProgress(null);
      setError(reason instanceof Error ? reason.message : String(reason));
    });
    return () => controller.abort();
  }, [versionKey]);

  useEffect(() => {
    void engine.current?.setPins(pins ?? []);
  }, [pins]);

  const trees = useQueries({
    queries: models.map((versionId) => ({
      queryKey: viewerKeys.tree(versionId),
      queryFn: () => fetchTree(versionId),
      enabled: panels,
    })),
  });
  const treeData = trees.map((tree) => tree.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the trees' data, not the query objects
  const items: TreeItem[] = useMemo(
    () => models.flatMap((versionId, index) => toTreeItems(versionId, treeData[index] ?? [])),
    [versionKey, ...treeData],
  );
  const storeys = useMemo(() => storeysOf(items), [items]);

  useImperativeHandle(
    ref,
    (): BimViewerHandle => ({
      flyTo: async (viewpoint) => {
        await engine.current?.flyTo(viewpoint);
        const globalIds = viewpoint.selection ?? [];
        setSelection({ versionId: versionOf(engine.current?.selectedItems ?? {}), globalIds });
      },
      select: async (globalIds, fly) => {
        await engine.current?.select(globalIds, fly);
        setSelection({ versionId: versionOf(engine.current?.selectedItems ?? {}), globalIds });
      },
      isolate: () => engine.current?.isolate() ?? Promise.resolve(),
      hide: () => engine.current?.hide() ?? Promise.resolve(),
      ghost: async () => {
        await engine.current?.ghost();
      },
      showAll: () => engine.current?.showAll() ?? Promise.resolve(),
      getViewpoint: () => {
        if (!engine.current) return Promise.reject(new Error('no viewer'));
        return engine.current.getViewpoint();
      },
      snapshot: () => engine.current?.snapshot() ?? Promise.reject(new Error('no viewer')),
      addPins: (next: Pin[]) => engine.current?.setPins(next) ?? Promise.resolve(),
      colour: (groups) => engine.current?.colour(groups) ?? Promise.resolve(),
      get selection() {
        return selection;
      },
      get loadedVersions() {
        return (engine.current?.modelIds ?? []).map(Number);
      },
    }),
    [selection],
  );

  const run = (action: (viewer: ViewerEngine) => unknown) => () => {
    if (engine.current) void action(engine.current);
  };
  const actions: ToolbarActions = {
    navigate: (navigation) => {
      engine.current?.setNavigation(navigation);
      setState((s) => ({ ...s, navigation }));
    },
    fit: run((viewer) => viewer.fit(viewer.selectedItems)),
    home: run((viewer) => viewer.home()),
    select: () => {
      engine.current?.setMeasure(null);
      engine.current?.setClipping(false);
      setState((s) => ({ ...s, measuring: null, clipping: false }));
    },
    isolate: run((viewer) => viewer.isolate()),
    hide: run((viewer) => viewer.hide()),
    ghost: run(async (viewer) => {
      const ghosted = await viewer.ghost();
      setState((s) => ({ ...s, ghosted }));
    }),
    showAll: run(async (viewer) => {
      await viewer.showAll();
      setState((s) => ({ ...s, ghosted: false, plan: null }));
    }),
    clip: (clipping) => {
      engine.current?.setClipping(clipping);
      setState((s) => ({ ...s, clipping, measuring: clipping ? null : s.measuring }));
    },
    sectionBox: run((viewer) => viewer.sectionBox()),
    clearClipping: run((viewer) => viewer.clearClipping()),
    measure: (measuring) => {
      engine.current?.setMeasure(measuring);
      setState((s) => ({ ...s, measuring, clipping: measuring ? false : s.clipping }));
    },
    clearMeasurements: run((viewer) => viewer.clearMeasurements()),
    plan: (key) => {
      const storey = storeys.find((row) => row.key === key);
      const items = storey ? { [String(storey.versionId)]: new Set(storey.expressIds) } : null;
      void engine.current?.storeyPlan(items);
      setState((s) => ({ ...s, plan: storey ? storey.key : null }));
    },
    background: (background: ModelBackground) => {
      writeBackground(background);
      engine.current?.setBackground(background);
      setState((s) => ({ ...s, background }));
    },
  };

  const choose = (item: TreeItem) => {
    const parsed = parseTreeKey(item.key);
    if (!parsed || !engine.current) return;
    void engine.current.select([parsed.globalId], true).then(() => {
      const next = { versionId: parsed.versionId, globalIds: [parsed.globalId] };
      setSelection(next);
      onSelect?.(next);
    });
  };

  if (!supported) return <Alert type="warning" showIcon message={t('bimViewer.noWebgl')} data-testid="bim-no-webgl" />;

  const view = (
    <div style={{ position: 'relative', height, touchAction: 'none' }} data-testid="bim-viewer">
      <div ref={host} style={{ position: 'absolute', inset: 0, overflow: 'hidden' }} data-testid="bim-canvas-host" />
      {progress && (
        <div style={{ position: 'absolute', left: 16, right: 16, bottom: 16 }} data-testid="bim-progress">
          <Progress
            percent={Math.round(((progress.done + progress.fraction) / progress.total) * 100)}
            status="active"
            format={() => t('bimViewer.loading', { done: progress.done, total: progress.total })}
            strokeColor="#1677ff"
          />
        </div>
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ position: 'absolute', left: 16, right: 16, top: 16 }}
          message={t('bimViewer.loadFailed', { reason: error })}
          data-testid="bim-error"
        />
      )}
    </div>
  );

  return (
    <div data-testid="bim-viewer-root" data-loaded={loaded ? 'true' : 'false'}>
      <ViewerToolbar
        state={state}
        actions={actions}
        storeys={storeys.map(({ key, name }) => ({ key, name }))}
        hasSelection={selection.globalIds.length > 0}
        panels={panels ? { shown: showPanels, toggle: () => setShowPanels((shown) => !shown) } : null}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <div style={{ flex: '1 1 360px', minWidth: 0 }}>{view}</div>
        {panels && showPanels && (
          <div style={{ flex: '1 0 240px', maxWidth: '100%' }} data-testid="bim-panels">
            <ViewerPanels items={items} selection={selection} onChoose={choose} />
          </div>
        )}
      </div>
    </div>
  );
}
