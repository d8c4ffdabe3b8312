import { useQuery } from '@tanstack/react-query';
import { pickLang } from '@zj/contract';
import { extensionPrefixOf } from '@zj/contract/bpmn';
import { Alert, Flex, Spin } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { feedback } from '@/shared/api/feedback.ts';
import { saveBlob } from '@/shared/api/save-blob.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useTags } from '@/shared/store/tags-store.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { getModelXml } from '../../api/get-model-xml.ts';
import { useSaveModelXml } from '../../api/save-model.ts';
import { DesignerToolbar } from '../components/designer-toolbar.tsx';
import { PanelResizer } from '../components/panel-resizer.tsx';
import { type Preview, PreviewModal } from '../components/preview-modal.tsx';
import { useHandlerNames } from '../panel/api/get-choices.ts';
import { PropertiesPanel } from '../panel/properties-panel.tsx';
import '../designer-texts.ts';
import '../designer.css';
import { ALIGNMENTS, type Alignment, canAlign } from '../logic/align.ts';
import { blankDiagram } from '../logic/blank-diagram.ts';
import { canOpen, type DownloadKind, downloadName, downloadType } from '../logic/file-names.ts';
import { PANEL_DEFAULT_WIDTH } from '../logic/panel-width.ts';
import { modelIdOf, returnUrl } from '../logic/return-route.ts';
import { xmlToJson } from '../logic/xml-json.ts';
import { clampZoom, stepZoom, ZoomOutOfRange } from '../logic/zoom.ts';
import { exportKeeping, importKeeping } from '../modeler/keep-xml.ts';
import type { AlignElements, Canvas, CommandStack, Selection, ToggleMode } from '../modeler/modeler-services.ts';
import { showAtDefaultZoom, useModeler } from '../modeler/use-modeler.ts';

/**
 * 流程设计 (hidden route /sys/flowable/design, spec 02 §2): a bpmn-js Modeler with the engine's
 * flowable schema, the toolbar on top, the properties panel at the side (475 px, resizable). With
 * `modelId` it edits that model's XML, without it a blank process `Process_<timestamp>`. Save and
 * back return to 流程模板 (with `t` and the current `pageNum`) and close this tab.
 */
export default function DesignerPage() {
  const { t, i18n } = useTranslation();
  const lang = pickLang(i18n.language);
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useApp((s) => s.device === 'mobile');
  const modelId = useMemo(() => modelIdOf(location.search), [location.search]);
  const stored = useQuery({
    queryKey: ['flowable', 'model', 'designer-xml', modelId],
    queryFn: () => getModelXml(modelId as number),
    enabled: modelId !== null,
    gcTime: 0,
  });
  const handlerNames = useHandlerNames();
  const handlers = useMemo(
    () => (handlerNames.data ? new Set(handlerNames.data.data) : handlerNames.isError ? new Set<string>() : null),
    [handlerNames.data, handlerNames.isError],
  );
  const [blank] = useState(() => blankDiagram(t('designer.newProcess')));
  /** The XML the modeler was given (a file of another flavour replaces it); edits go to `current`. */
  const [source, setSource] = useState<string | null>(null);
  const shown = source ?? (modelId === null ? blank : (stored.data ?? null));
  const current = useRef<string>('');
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [panelWidth, setPanelWidth] = useState(PANEL_DEFAULT_WIDTH);
  const body = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const save = useSaveModelXml();

  const { modeler, state } = useModeler({
    container,
    xml: shown,
    lang,
    handlers,
    onXml: useCallback((xml: string) => {
      current.current = xml;
    }, []),
    onImportError: useCallback((error: unknown) => {
      setFailure(error instanceof Error ? error.message : String(error));
    }, []),
  });

  const leave = () => {
    useTags.getState().close(location.pathname);
    void navigate(returnUrl(location.search));
  };

  const importXml = async (xml: string) => {
    if (!modeler) return;
    setFailure(null);
    if (extensionPrefixOf(xml) !== extensionPrefixOf(current.current || (shown ?? ''))) {
      current.current = xml;
      setSource(xml); // another flavour: a new modeler with that moddle
      return;
    }
    try {
      await importKeeping(modeler, xml);
      showAtDefaultZoom(modeler);
      current.current = (await exportKeeping(modeler)) ?? xml;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const root = () => modeler?.get<Canvas>('canvas').getRootElement().businessObject;

  const download = async (kind: DownloadKind) => {
    if (!modeler) return;
    try {
      const text = kind === 'svg' ? (await modeler.saveSVG()).svg : ((await exportKeeping(modeler)) ?? '');
      const process = root();
      saveBlob(new Blob([text], { type: downloadType(kind) }), downloadName(kind, process?.name, process?.id));
    } catch {
      // spec 02 §8: export errors are logged only
    }
  };

  const align = (alignment: Alignment) => {
    if (!modeler) return;
    const selected = modeler.get<Selection>('selection').get();
    if (!canAlign(selected).ok) {
      feedback().warning(t('designer.alignNeedsSeveral'));
      return;
    }
    confirmThen(
      t('designer.alignConfirm'),
      () => modeler.get<AlignElements>('alignElements').trigger(selected, ALIGNMENTS[alignment]),
      null,
      { title: t('designer.warning') },
    );
  };

  const zoom = (direction: 1 | -1) => {
    if (!modeler) return;
    const canvas = modeler.get<Canvas>('canvas');
    try {
      canvas.zoom(stepZoom(clampZoom(canvas.zoom()), direction));
    } catch (error) {
      if (!(error instanceof ZoomOutOfRange)) throw error;
      feedback().warning(t('designer.zoomOutOfRange'));
    }
  };

  const fit = () => {
    if (!modeler) return;
    const canvas = modeler.get<Canvas>('canvas');
    const scale = canvas.zoom('fit-viewport', 'auto');
    if (clampZoom(scale) !== scale) canvas.zoom(clampZoom(scale), 'auto');
  };

  const redraw = () =>
    confirmThen(
      t('designer.redrawConfirm'),
      // A saved model keeps its process id (its key may not change); a new one gets a new id.
      () =>
        importXml(
          blankDiagram(root()?.name || t('designer.newProcess'), {
            ...(modelId !== null && root()?.id ? { id: root()?.id } : {}),
            flavour: extensionPrefixOf(current.current),
          }),
        ),
      null,
      { title: t('designer.warning') },
    );

  const submit = () => {
    const problems = Object.values(state.issues).flat();
    confirmThen(
      problems.length === 0
        ? t('designer.saveConfirm')
        : `${t('designer.saveConfirm')} ${t('designer.lintIssues', { count: problems.length })} ${problems
            .map((problem) => problem.message)
            .join('；')}`,
      async () => {
        const xml = (modeler && (await exportKeeping(modeler))) ?? current.current;
        await save.mutateAsync({ modelId, xml });
      },
      t('designer.saved'),
      { after: leave },
    );
  };

  const loading = shown === null || handlers === null || (modeler === null && failure === null);
  const loadError = stored.isError ? stored.error.message : failure;

  return (
    <Flex vertical data-testid="designer-page" style={{ height: 'calc(100vh - 124px)', minHeight: 520 }}>
      <DesignerToolbar
        state={state}
        ready={modeler !== null}
        saving={save.isPending}
        onOpen={(file) => {
          if (!canOpen(file.name)) {
            feedback().warning(t('designer.openWrongType'));
            return;
          }
          void file.text().then(importXml);
        }}
        onDownload={(kind) => void download(kind)}
        onPreview={(kind) => {
          const xml = current.current;
          try {
            setPreview({ kind, text: kind === 'xml' ? xml : xmlToJson(xml) });
          } catch {
            // spec 02 §8: export errors are logged only
          }
        }}
        onToggleSimulation={() => modeler?.get<ToggleMode>('toggleMode').toggleMode()}
        onSave={submit}
        onBack={leave}
        onAlign={align}
        onZoom={zoom}
        onFit={fit}
        onUndo={() => modeler?.get<CommandStack>('commandStack').undo()}
        onRedo={() => modeler?.get<CommandStack>('commandStack').redo()}
        onRedraw={redraw}
      />
      {loadError && (
        <Alert
          type="error"
          showIcon
          title={t('designer.loadFailed', { detail: loadError })}
          style={{ marginBottom: 8 }}
        />
      )}
      <Flex ref={body} vertical={mobile} style={{ flex: 1, minHeight: 0, border: '1px solid #f0f0f0' }}>
        <div style={{ position: 'relative', flex: 1, minWidth: 0, minHeight: mobile ? 420 : 0 }}>
          <div
            ref={container}
            className="zj-designer-canvas"
            role="application"
            aria-label={t('designer.canvas')}
            data-testid="designer-canvas"
            data-ready={modeler !== null ? 'true' : 'false'}
            style={{ position: 'absolute', inset: 0, background: '#fff' }}
          />
          {loading && !loadError && (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
              <Spin tip={t('designer.loading')}>
                <div style={{ width: 120, height: 60 }} />
              </Spin>
            </Flex>
          )}
        </div>
        {!mobile && (
          <PanelResizer
            width={panelWidth}
            onWidth={setPanelWidth}
            containerWidth={() => body.current?.getBoundingClientRect().width ?? window.innerWidth}
          />
        )}
        <aside
          data-testid="designer-panel"
          style={
            mobile
              ? { width: '100%', borderTop: '1px solid #f0f0f0' }
              : { width: panelWidth, flex: 'none', overflow: 'auto', borderLeft: '1px solid #f0f0f0' }
          }
        >
          {modeler && <PropertiesPanel modeler={modeler} />}
        </aside>
      </Flex>
      <PreviewModal preview={preview} onClose={() => setPreview(null)} />
    </Flex>
  );
}
