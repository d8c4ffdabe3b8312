import type { PanelTab } from './sections.ts';
import { sectionsFor } from './sections.ts';
import type { DiagramElement } from './types.ts';

/**
 * The element the panel shows: the selected one (the first of several), or with nothing selected
 * the diagram's root, which is the process or else the collaboration (spec 02 §2).
 */
export function panelTarget(selection: readonly DiagramElement[], root: DiagramElement | undefined) {
  return selection[0] ?? root;
}

/**
 * The tab to show after a change: the base tab whenever a different element is selected (and
 * when the current tab does not exist for the element), otherwise the tab the user is on.
 */
export function tabAfter(current: PanelTab, previous: DiagramElement | undefined, next: DiagramElement): PanelTab {
  if (previous !== next) return 'base';
  return sectionsFor(next).includes(current) ? current : 'base';
}
