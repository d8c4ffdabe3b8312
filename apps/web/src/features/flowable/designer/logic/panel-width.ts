/** Spec 02 §9: the properties panel is 475 px wide by default; dragging its edge resizes it. */
export const PANEL_DEFAULT_WIDTH = 475;
export const PANEL_MIN_WIDTH = 320;
/** The canvas keeps at least this much. */
export const CANVAS_MIN_WIDTH = 360;

/** The panel width after a drag, kept between the minimum and what leaves the canvas room. */
export function clampPanelWidth(width: number, containerWidth: number): number {
  const max = Math.max(PANEL_MIN_WIDTH, containerWidth - CANVAS_MIN_WIDTH);
  return Math.round(Math.min(max, Math.max(PANEL_MIN_WIDTH, width)));
}
