import type { Db } from './core/db/client.ts';
import { seedIdentity } from './core/identity/identity-seed.ts';
import { MODULES } from './modules/index.ts';

export { DEFAULT_ADMIN } from './core/identity/identity-seed.ts';

/**
 * Reference data of the kernel and of every listed module, idempotent (runs at every start,
 * after the migrations): identity, the menus of the plan and the modules, then each module's seed.
 */
export async function seed(db: Db): Promise<void> {
  await seedIdentity(db, MODULES);
  for (const module of MODULES) await module.seed?.(db);
}

/** Demo data of the modules that have some: part of the demo (demo/demo-seed.ts), on a new database only. */
export async function seedDemo(db: Db): Promise<void> {
  for (const module of MODULES) await module.demo?.(db);
}
