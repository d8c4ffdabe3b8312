import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { bizModelElement, bizModelVersion } from './models.tables.ts';

/** A component of a band's current version, as other modules show it (the plans' 4D binding). */
export interface CurrentElement {
  globalId: string;
  name: string;
  ifcClass: string;
}

/**
 * The components of a band's current version among `globalIds` (by GlobalId), and that version's
 * id — null when the band has no current version. For the plans module, which binds tasks to them.
 */
export async function currentElementsOf(
  db: Db,
  bandId: number,
  globalIds: readonly string[],
): Promise<{ versionId: number | null; elements: Map<string, CurrentElement> }> {
  const [current] = await db
    .select({ versionId: bizModelVersion.versionId })
    .from(bizModelVersion)
    .where(and(eq(bizModelVersion.bandId, bandId), eq(bizModelVersion.isCurrent, '1')))
    .limit(1);
  if (!current) return { versionId: null, elements: new Map() };
  const elements = new Map<string, CurrentElement>();
  const ids = [...new Set(globalIds)];
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await db
      .select({ globalId: bizModelElement.globalId, name: bizModelElement.name, ifcClass: bizModelElement.ifcClass })
      .from(bizModelElement)
      .where(
        and(
          eq(bizModelElement.versionId, current.versionId),
          inArray(bizModelElement.globalId, ids.slice(at, at + 1000)),
        ),
      );
    for (const row of rows) elements.set(row.globalId, row);
  }
  return { versionId: current.versionId, elements };
}
