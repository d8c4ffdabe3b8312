import type { MenuGroup } from '@zj/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sysMenu } from '../identity/menus.tables.ts';
import { MENU_PLAN } from './menu-plan.ts';
import { flattenMenus, type MenuRow, type ModuleMenu } from './menu-seed.ts';
import { sysModule } from './modules.tables.ts';

interface MenuOwner {
  name: string;
  menus?: readonly ModuleMenu[] | undefined;
}

/** The rows of the plan and of the modules, and which ids each module enables. */
export function menuRowsOf(modules: readonly MenuOwner[]) {
  const plan = new Map(flattenMenus(MENU_PLAN, { id: 0, group: undefined, enabled: false }).map((r) => [r.menuId, r]));
  const owned = new Map<string, number[]>();
  const rows: MenuRow[] = [];
  for (const module of modules) {
    const ids = new Set<number>();
    for (const top of module.menus ?? []) {
      const parent = plan.get(top.parentId);
      if (!parent)
        throw new Error(`menu ${top.id} of ${module.name} hangs below ${top.parentId}, not a directory of the plan`);
      const group = (top.group ?? parent.menuGroup ?? undefined) as MenuGroup | undefined;
      for (const row of flattenMenus([top], { id: top.parentId, group, enabled: true })) {
        rows.push(row);
        ids.add(row.menuId);
      }
      // The directories above it are enabled with it.
      for (let up = plan.get(top.parentId); up; up = plan.get(up.parentId)) {
        ids.add(up.menuId);
        up.status = '0';
        up.visible = '0';
      }
    }
    owned.set(module.name, [...ids]);
  }
  const claimed = new Set(rows.map((r) => r.menuId));
  const duplicate = rows.find((r, i) => rows.findIndex((o) => o.menuId === r.menuId) !== i);
  if (duplicate) throw new Error(`menu id ${duplicate.menuId} is declared twice`);
  return { rows: [...rows, ...[...plan.values()].filter((r) => !claimed.has(r.menuId))], owned };
}

/**
 * Seeds sys_menu from the plan and the module list (missing rows only), then enables the menus
 * of modules this database has not installed yet, records menus an installed module gained, and
 * disables those of modules no longer listed.
 */
export async function installMenus(db: Db, modules: readonly MenuOwner[]): Promise<void> {
  const { rows, owned } = menuRowsOf(modules);
  await db.transaction(async (tx) => {
    await tx.insert(sysMenu).values(rows).onConflictDoNothing();
    const installed = new Map((await tx.select().from(sysModule)).map((m) => [m.moduleName, m.menuIds]));
    const ownedBefore = new Set([...installed.values()].flatMap((ids) => ids.split(',').filter(Boolean).map(Number)));
    const enable = (ids: number[], flag: '0' | '1') =>
      ids.length ? tx.update(sysMenu).set({ status: flag, visible: flag }).where(inArray(sysMenu.menuId, ids)) : null;
    for (const [name, ids] of owned) {
      const recorded = installed.get(name);
      if (recorded === undefined) {
        await enable(ids, '0');
        await tx.insert(sysModule).values({ moduleName: name, menuIds: ids.join(',') });
        continue;
      }
      // A menu a newer version of an installed module added: its row was inserted enabled above
      // (menus already there keep what an administrator set); the module now owns it too. A row
      // the plan seeded (disabled, owned by no module until now: a reserved page the module's
      // screens now fill, or its directory) is enabled with it.
      const known = new Set(recorded.split(',').filter(Boolean).map(Number));
      const gained = ids.filter((id) => !known.has(id));
      if (!gained.length) continue;
      await enable(
        gained.filter((id) => !ownedBefore.has(id)),
        '0',
      );
      await tx
        .update(sysModule)
        .set({ menuIds: [...new Set([...known, ...ids])].join(',') })
        .where(inArray(sysModule.moduleName, [name]));
    }
    const listed = new Set([...owned.values()].flat());
    for (const [name, ids] of installed) {
      if (owned.has(name)) continue;
      // Directories another module still uses stay on.
      await enable(
        ids
          .split(',')
          .filter(Boolean)
          .map(Number)
          .filter((id) => !listed.has(id)),
        '1',
      );
      await tx.delete(sysModule).where(inArray(sysModule.moduleName, [name]));
    }
  });
}
