/**
 * Pins: a problem with a saved viewpoint is a pin on its component (the first selected GlobalId),
 * or, when it selects nothing, at the point its camera looked at.
 */
import type { Vec3 } from './viewpoint.ts';

export interface Pin {
  /** Whatever the page recognises the pin by (a problem id). */
  id: number;
  label: string;
  /** The component it sits on, or its place when it is on no component. */
  globalId?: string;
  position?: Vec3;
  /** A colour for the pin's dot (a problem's status). */
  color?: string;
}

/** The fields of a viewpoint row that make a pin. */
export interface PinSource {
  viewpointId: number;
  problemId: number | null;
  selection: string[];
  camera: { target: Vec3 };
  createTime?: string;
}

/**
 * One pin per problem, from its newest viewpoint (rows in any order; later createTime or higher
 * id wins); rows of no problem make none. `label` names the problem (its title, or '#id').
 */
export function pinsFromViewpoints<R extends PinSource>(
  rows: readonly R[],
  label: (problemId: number) => string = (problemId) => `#${problemId}`,
  color?: (problemId: number) => string | undefined,
): Pin[] {
  const newest = new Map<number, R>();
  for (const row of rows) {
    if (row.problemId === null) continue;
    const seen = newest.get(row.problemId);
    if (!seen || newer(row, seen)) newest.set(row.problemId, row);
  }
  return [...newest.values()]
    .sort((a, b) => (a.problemId ?? 0) - (b.problemId ?? 0))
    .map((row) => {
      const problemId = row.problemId as number;
      const globalId = row.selection[0];
      const tint = color?.(problemId);
      return {
        id: problemId,
        label: label(problemId),
        ...(globalId ? { globalId } : { position: row.camera.target }),
        ...(tint ? { color: tint } : {}),
      };
    });
}

const newer = (a: PinSource, b: PinSource) => {
  const at = a.createTime ?? '';
  const bt = b.createTime ?? '';
  return at === bt ? a.viewpointId > b.viewpointId : at > bt;
};

/**
 * Where a pin goes on the screen, from its normalised device coordinates (three's
 * Vector3.project): pixels from the top left, or null when it is behind the camera or outside
 * the view.
 */
export function pinScreenPosition(ndc: Vec3, width: number, height: number): { x: number; y: number } | null {
  const [x, y, z] = ndc;
  if (!Number.isFinite(x) || !Number.isFinite(y) || z > 1 || z < -1) return null;
  if (x < -1 || x > 1 || y < -1 || y > 1) return null;
  return { x: ((x + 1) / 2) * width, y: ((1 - y) / 2) * height };
}
