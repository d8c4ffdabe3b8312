import { useEffect, useReducer, useState } from 'react';
import { type PanelTab, sectionsFor } from './rules/sections.ts';
import { panelTarget, tabAfter } from './rules/target.ts';
import type { DiagramElement } from './rules/types.ts';

/** The modeler as the panel uses it: services by name and the event bus. */
export interface PanelModeler {
  get(name: string): unknown;
  on(event: string, callback: (event: never) => void): void;
  off(event: string, callback: (event: never) => void): void;
}

interface Canvas {
  getRootElement(): DiagramElement | undefined;
}
interface Selection {
  get(): DiagramElement[];
}

const realRoot = (root: DiagramElement | undefined) => (root?.businessObject ? root : undefined);

/**
 * Follows the modeler: the element to show (the selection, or the process / collaboration when
 * nothing is selected), the tab (back to the base tab whenever another element is selected) and a
 * revision that changes with every change of the diagram, so the tabs re-read the model.
 */
export function usePanelTarget(modeler: PanelModeler) {
  const [state, setState] = useState<{ element: DiagramElement | undefined; tab: PanelTab }>(() => ({
    element: readTarget(modeler),
    tab: 'base',
  }));
  const [revision, bump] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    const read = () => readTarget(modeler);
    const follow = (next: DiagramElement | undefined) =>
      setState((current) => ({
        element: next,
        tab: next ? tabAfter(current.tab, current.element, next) : 'base',
      }));
    const onSelection = (event: { newSelection?: DiagramElement[] }) =>
      follow(panelTarget(event.newSelection ?? [], realRoot(safeRoot(modeler.get('canvas') as Canvas))));
    const onImport = () => follow(read());
    const onChange = () => {
      // The element may have left the diagram (deleted): show what is selected now.
      setState((current) => {
        const next = read();
        return next === current.element ? { ...current } : { element: next, tab: 'base' };
      });
      bump();
    };
    modeler.on('selection.changed', onSelection);
    modeler.on('import.done', onImport);
    modeler.on('element.changed', onChange);
    modeler.on('shape.changed', onChange);
    modeler.on('commandStack.changed', onChange);
    return () => {
      modeler.off('selection.changed', onSelection);
      modeler.off('import.done', onImport);
      modeler.off('element.changed', onChange);
      modeler.off('shape.changed', onChange);
      modeler.off('commandStack.changed', onChange);
    };
  }, [modeler]);

  const setTab = (tab: PanelTab) => setState((current) => ({ ...current, tab }));
  const tabs = state.element ? sectionsFor(state.element) : [];
  return { element: state.element, tab: tabs.includes(state.tab) ? state.tab : 'base', setTab, revision, tabs };
}

function readTarget(modeler: PanelModeler) {
  const selection = modeler.get('selection') as Selection;
  return panelTarget(selection.get(), realRoot(safeRoot(modeler.get('canvas') as Canvas)));
}

function safeRoot(canvas: Canvas) {
  try {
    return canvas.getRootElement();
  } catch {
    return undefined;
  }
}
