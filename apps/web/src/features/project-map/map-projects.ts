import type { ProjectMapRow, ProjectProgressForMap } from '@zj/contract';

/** A project of the map list; a project may have no coordinates yet. */
export type MapProject = Omit<ProjectMapRow, 'longitude' | 'latitude'> & {
  longitude: number | null;
  latitude: number | null;
};
export type LocatedProject = MapProject & { longitude: number; latitude: number };

const isCoordinate = (value: number | null, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

export const isLocated = (row: MapProject): row is LocatedProject =>
  isCoordinate(row.longitude, 180) && isCoordinate(row.latitude, 90);

/** Percent done (rounded) by each project's master plan; projects without a plan are left out. */
export const progressByProject = (rows: readonly ProjectProgressForMap[]): ReadonlyMap<number, number> =>
  new Map(rows.flatMap((row) => (row.planId === null ? [] : [[row.projectId, Math.round(row.progress)] as const])));

/** Projects that can be drawn on the map, and the ones to list beside it. */
export function splitProjects(rows: readonly MapProject[]): { located: LocatedProject[]; unlocated: MapProject[] } {
  const located: LocatedProject[] = [];
  const unlocated: MapProject[] = [];
  for (const row of rows) {
    if (isLocated(row)) located.push(row);
    else unlocated.push(row);
  }
  return { located, unlocated };
}

/** A Leaflet tile URL template needs {z}, {x} and {y}; anything else is not a tile service. */
export const isTileTemplate = (url: string) => /\{z\}/.test(url) && /\{x\}/.test(url) && /\{y\}/.test(url);
