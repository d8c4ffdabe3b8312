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
