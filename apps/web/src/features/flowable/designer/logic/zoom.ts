/** Spec 02 §4/§9: zoom stays between 0.2 and 4, step 0.1, default 1, shown as a percentage. */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;
export const ZOOM_DEFAULT = 1;

/** A zoom beyond the bounds (spec 02 §5: exceeding them throws). */
export class ZoomOutOfRange extends Error {
  constructor(readonly scale: number) {
    super(`Zoom ${scale} is outside ${ZOOM_MIN}–${ZOOM_MAX}`);
    this.name = 'ZoomOutOfRange';
  }
}

/** One decimal, so that repeated steps do not drift (0.1 + 0.2 ≠ 0.3). */
const round = (value: number) => Math.round(value * 10) / 10;

/** The next zoom one step in (`+1`) or out (`-1`); throws beyond the bounds. */
export function stepZoom(current: number, direction: 1 | -1): number {
  const next = round(current + direction * ZOOM_STEP);
  if (next < ZOOM_MIN || next > ZOOM_MAX) throw new ZoomOutOfRange(next);
  return next;
}

/** A zoom level as shown in the toolbar: 1 → '100%'. */
export const zoomPercent = (scale: number) => `${Math.round(scale * 100)}%`;

/** Fit-to-viewport may compute any scale; it is kept within the bounds. */
export const clampZoom = (scale: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, round(scale)));

type Box = { x: number; y: number; width: number; height: number };
/** Room kept on the left for bpmn-js's palette, so that nothing opens hidden under it. */
const PALETTE_ROOM = 110;
const MARGIN = 40;

/**
 * Where the viewbox starts at zoom 1 so the diagram (`inner`) is centred in the canvas (`outer`,
 * the palette's room left aside), or starts at its top left when it is larger.
 */
export function defaultViewbox(inner: Box, outer: Box): { x: number; y: number } {
  const free = outer.width - PALETTE_ROOM;
  const x =
    inner.width + 2 * MARGIN > free
      ? inner.x - PALETTE_ROOM - MARGIN
      : inner.x + inner.width / 2 - free / 2 - PALETTE_ROOM;
  const y = inner.height + 2 * MARGIN > outer.height ? inner.y - MARGIN : inner.y + inner.height / 2 - outer.height / 2;
  return { x: Math.round(x), y: Math.round(y) };
}
