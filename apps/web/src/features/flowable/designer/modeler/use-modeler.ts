import type { Lang } from '@zj/contract';
import { extensionPrefixOf } from '@zj/contract/bpmn';
import type Modeler from 'bpmn-js/lib/Modeler';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { clampZoom, defaultViewbox, ZOOM_DEFAULT } from '../logic/zoom.ts';
import { createModeler } from './create-modeler.ts';
import { exportKeeping, importKeeping } from './keep-xml.ts';
import type { Canvas, CommandStack, EventBus, LintIssue } from './modeler-services.ts';

/** What the toolbar shows of the modeler's state. */
export interface ModelerState {
  zoom: number;
  canUndo: boolean;
  canRedo: boolean;
  simulating: boolean;
  /** Lint problems by element id (the engine's deploy rules). */
  issues: Record<string, LintIssue[]>;
}

const INITIAL: ModelerState = { zoom: ZOOM_DEFAULT, canUndo: false, canRedo: false, simulating: false, issues: {} };

/** Shows a diagram at the default zoom (1): centred, or from its top left when larger than the canvas. */
export function showAtDefaultZoom(modeler: Modeler) {
  const canvas = modeler.get<Canvas>('canvas');
  canvas.resized();
  canvas.zoom(ZOOM_DEFAULT);
  const { inner, outer } = canvas.viewbox();
  canvas.viewbox({ ...defaultViewbox(inner, outer), width: outer.width, height: outer.height });
}

interface Options {
  container: RefObject<HTMLDivElement | null>;
  /** The XML to show; a change of its flavour (prefix) makes a new modeler with that moddle. */
  xml: string | null;
  lang: Lang;
  handlers: ReadonlySet<string> | null;
  /** Every change of the diagram (and the first import) gives the current XML. */
  onXml: (xml: string) => void;
  onImportError: (error: unknown) => void;
}

/**
 * Creates the Modeler once the XML and the handler names are there (again when the language or
 * the model's flavour changes, carrying the latest XML over), keeps the toolbar's state in step
 * with the command stack, the canvas zoom, the simulation and the lint, and destroys it on leave.
 */
export function useModeler({ container, xml, lang, handlers, onXml, onImportError }: Options) {
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [state, setState] = useState<ModelerState>(INITIAL);
  const latest = useRef({ onXml, onImportError });
  latest.current = { onXml, onImportError };
  const flavour = xml === null ? null : extensionPrefixOf(xml);
  const xmlRef = useRef(xml);
  xmlRef.current = xml;

  useEffect(() => {
    const element = container.current;
    const first = xmlRef.current;
    if (!element || first === null || handlers === null || flavour === null) return;
    const created = createModeler({ container: element, xml: first, lang, handlers });
    const eventBus = created.get<EventBus>('eventBus');
    const canvas = created.get<Canvas>('canvas');
    const commands = created.get<CommandStack>('commandStack');
    const emitXml = () =>
      exportKeeping(created)
        .then((text) => text !== undefined && latest.current.onXml(text))
        .catch(() => {}); // spec 02 §8: export errors are logged only
    const onCommand = () => {
      setState((s) => ({ ...s, canUndo: commands.canUndo(), canRedo: commands.canRedo() }));
      void emitXml();
    };
    const onViewbox = () => setState((s) => ({ ...s, zoom: clampZoom(canvas.zoom()) }));
    const onSimulation = (event: Record<string, unknown>) =>
      setState((s) => ({ ...s, simulating: event.active === true }));
    const onLint = (event: Record<string, unknown>) =>
      setState((s) => ({ ...s, issues: (event.issues ?? {}) as Record<string, LintIssue[]> }));
    eventBus.on('commandStack.changed', onCommand);
    eventBus.on('canvas.viewbox.changed', onViewbox);
    eventBus.on('tokenSimulation.toggleMode', onSimulation);
    eventBus.on('linting.completed', onLint);
    let alive = true;
    importKeeping(created, first)
      .then(() => {
        if (!alive) return;
        showAtDefaultZoom(created);
        setState({ ...INITIAL, zoom: clampZoom(canvas.zoom()) });
        setModeler(created);
        void emitXml();
      })
      .catch((error: unknown) => alive && latest.current.onImportError(error));
    return () => {
      alive = false;
      setModeler(null);
      created.destroy();
    };
  }, [container, lang, handlers, flavour]);

  return { modeler, state };
}
