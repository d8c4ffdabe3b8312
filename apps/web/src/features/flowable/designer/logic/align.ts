/** The six alignments of the toolbar and bpmn-js's name for each (`modeling.alignElements`). */
export const ALIGNMENTS = {
  left: 'left',
  right: 'right',
  top: 'top',
  bottom: 'bottom',
  horizontalCentre: 'center',
  verticalCentre: 'middle',
} as const;

export type Alignment = keyof typeof ALIGNMENTS;

export type AlignCheck = { ok: true } | { ok: false; reason: 'selectSeveral' };

/**
 * Spec 02 §5: aligning needs more than one selected element (connections and labels do not count:
 * bpmn-js aligns shapes only), otherwise the warning to hold Ctrl and select several.
 */
export function canAlign(selection: ReadonlyArray<{ waypoints?: unknown; labelTarget?: unknown }>): AlignCheck {
  const shapes = selection.filter((element) => !element.waypoints && !element.labelTarget);
  return shapes.length > 1 ? { ok: true } : { ok: false, reason: 'selectSeveral' };
}
