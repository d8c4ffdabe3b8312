import type Modeler from 'bpmn-js/lib/Modeler';
import type { DiagramElement } from '../rules/types.ts';
import { loadModel } from './moddle-kit.ts';

type Listener = (event: never) => void;

/**
 * A small stand-in for bpmn-js's Modeler (which does not run in jsdom): an event bus, the
 * selection, the canvas root, the element registry, the real moddle, and a modeling that applies
 * each command to the real moddle elements and fires element.changed and commandStack.changed.
 */
export async function fakeModeler(xml?: string) {
  const model = await loadModel(xml);
  const listeners = new Map<string, Listener[]>();
  const fire = (name: string, event: object = {}) => {
    for (const listener of listeners.get(name) ?? []) listener(event as never);
  };
  let selected: DiagramElement[] = [];
  const root = model.shape('Process_1');
  const known = () => ['Process_1', 'start', 'task', 'gw', 'end', 'script', 'f0', 'f1', 'f2', 'f3'];
  const modeling = {
    updateProperties(element: DiagramElement, properties: Record<string, unknown>) {
      model.ctx.modeling.updateProperties(element, properties);
      fire('element.changed', { element });
      fire('commandStack.changed');
    },
    updateModdleProperties(element: DiagramElement, target: never, properties: Record<string, unknown>) {
      model.ctx.modeling.updateModdleProperties(element, target, properties);
      fire('element.changed', { element });
      fire('commandStack.changed');
    },
  };
  const services: Record<string, unknown> = {
    canvas: { getRootElement: () => root },
    selection: { get: () => selected },
    modeling,
    moddle: model.moddle,
    elementRegistry: {
      get: (id: string) => {
        for (const name of known()) {
          const element = model.shape(name);
          if (element.id === id) return element;
        }
        return undefined;
      },
    },
  };
  const modeler = {
    get: (name: string) => services[name],
    on: (name: string, listener: Listener) => listeners.set(name, [...(listeners.get(name) ?? []), listener]),
    off: (name: string, listener: Listener) =>
      listeners.set(
        name,
        (listeners.get(name) ?? []).filter((current) => current !== listener),
      ),
  };
  const select = (...ids: string[]) => {
    const oldSelection = selected;
    selected = ids.map((id) => model.shape(id));
    fire('selection.changed', { oldSelection, newSelection: selected });
  };
  return { ...model, modeler: modeler as unknown as Modeler, select, fire, listeners };
}
