import { ExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Spin, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './bpmn-texts.ts';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';

/** Element ids to colour: finished elements and taken flows green (#52c41a), active ones blue (#1677ff). */
export interface BpmnHighlight {
  finished?: string[];
  taken?: string[];
  active?: string[];
}

export interface BpmnViewerProps {
  /** BPMN 2.0 XML; without diagram interchange (BPMNDiagram) it is shown laid out by bpmn-auto-layout. */
  xml: string;
  /** The process to show, of a file with several (its diagram); by default the file's first diagram. */
  process?: string;
  highlight?: BpmnHighlight;
  /** Height of the canvas (default 480 px). */
  height?: CSSProperties['height'];
}

/** The marker class and the colour of each kind (bpmn-js draws with inline styles, so the colour is set on the shape). */
const MARKERS: ReadonlyArray<[keyof BpmnHighlight, string, string, string]> = [
  ['finished', 'bpmn-finished', '#52c41a', 'rgba(82, 196, 26, 0.12)'],
  ['taken', 'bpmn-taken', '#52c41a', 'none'],
  ['active', 'bpmn-active', '#1677ff', 'rgba(22, 119, 255, 0.12)'],
];

/** Colours the outline (and, for shapes, the fill) of an element's drawing. */
function paint(gfx: SVGElement | undefined, stroke: string, fill: string) {
  const visual = gfx?.querySelector('.djs-visual');
  if (!visual) return;
  const connection = gfx?.classList.contains('djs-connection');
  const outline = connection ? visual.querySelector('path') : visual.firstElementChild;
  if (!(outline instanceof SVGElement)) return;
  outline.style.stroke = stroke;
  if (!connection) outline.style.fill = fill;
}

interface Canvas {
  zoom(scale?: number | 'fit-viewport', center?: 'auto'): number;
  addMarker(element: string, marker: string): void;
}
interface Registry {
  get(id: string): unknown;
  getGraphics(id: string): SVGElement | undefined;
}
interface Viewer {
  importXML(xml: string, diagram?: string): Promise<{ warnings: unknown[] }>;
  get<T>(name: string): T;
  destroy(): void;
}

type State = { kind: 'loading' } | { kind: 'shown' } | { kind: 'noDiagram' } | { kind: 'failed'; detail: string };

/**
 * A read-only BPMN diagram (bpmn-js NavigatedViewer: drag to move, wheel to zoom), loaded on
 * first use so that bpmn-js (and bpmn-auto-layout) stay out of every other chunk. A file without
 * diagram layout is shown laid out as the designer opens it, its flows without id named as the
 * engine names them. `highlight` marks a process's progress (finished, taken flows, active).
 */
export function BpmnViewer({ xml, process, highlight, height = 480 }: BpmnViewerProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const marks = JSON.stringify(highlight ?? {});

  useEffect(() => {
    let cancelled = false;
    let created: Viewer | null = null;
    setState({ kind: 'loading' });
    (async () => {
      try {
        const [{ default: NavigatedViewer }, { viewableXml, diagramOf }] = await Promise.all([
          import('bpmn-js/lib/NavigatedViewer'),
          import('./auto-layout.ts'),
        ]);
        const shown = await viewableXml(xml);
        if (cancelled || !container.current) return;
        created = new NavigatedViewer({ container: container.current }) as unknown as Viewer;
        viewer.current = created;
        await created.importXML(shown, process === undefined ? undefined : diagramOf(shown, process));
        if (cancelled) return;
        const canvas = created.get<Canvas>('canvas');
        const registry = created.get<Registry>('elementRegistry');
        const wanted = JSON.parse(marks) as BpmnHighlight;
        for (const [kind, marker, stroke, fill] of MARKERS) {
          for (const id of wanted[kind] ?? []) {
            if (!registry.get(id)) continue;
            canvas.addMarker(id, marker);
            paint(registry.getGraphics(id), stroke, fill);
          }
        }
        canvas.zoom('fit-viewport', 'auto');
        setState({ kind: 'shown' });
      } catch (error) {
        if (cancelled) return;
        const detail = String(error instanceof Error ? error.message : error);
        setState(/no diagram to display/i.test(detail) ? { kind: 'noDiagram' } : { kind: 'failed', detail });
      }
    })();
    return () => {
      cancelled = true;
      created?.destroy();
      if (viewer.current === created) viewer.current = null;
    };
  }, [xml, process, marks]);

  const canvas = () => viewer.current?.get<Canvas>('canvas');
  const zoomBy = (factor: number) => {
    const c = canvas();
    if (c) c.zoom(c.zoom() * factor);
  };

  return (
    <div data-testid="bpmn-viewer" data-state={state.kind} style={{ position: 'relative' }}>
      {state.kind === 'noDiagram' && <Alert type="warning" showIcon title={t('bpmn.noDiagram')} />}
      {state.kind === 'failed' && <Alert type="error" showIcon title={t('bpmn.failed', { detail: state.detail })} />}
      {state.kind === 'shown' && (
        <Flex gap={4} style={{ position: 'absolute', top: 8, right: 8, zIndex: 2 }}>
          <Tooltip title={t('bpmn.fit')}>
            <Button
              size="small"
              icon={<ExpandOutlined />}
              aria-label={t('bpmn.fit')}
              onClick={() => canvas()?.zoom('fit-viewport', 'auto')}
            />
          </Tooltip>
          <Tooltip title={t('bpmn.zoomIn')}>
            <Button size="small" icon={<ZoomInOutlined />} aria-label={t('bpmn.zoomIn')} onClick={() => zoomBy(1.2)} />
          </Tooltip>
          <Tooltip title={t('bpmn.zoomOut')}>
            <Button
              size="small"
              icon={<ZoomOutOutlined />}
              aria-label={t('bpmn.zoomOut')}
              onClick={() => zoomBy(1 / 1.2)}
            />
          </Tooltip>
        </Flex>
      )}
      <Spin spinning={state.kind === 'loading'} description={t('bpmn.loading')}>
        <div
          ref={container}
          className="zj-bpmn"
          style={{
            height,
            border: '1px solid #f0f0f0',
            borderRadius: 6,
            background: '#fff',
            display: state.kind === 'noDiagram' || state.kind === 'failed' ? 'none' : undefined,
          }}
        />
      </Spin>
    </div>
  );
}
