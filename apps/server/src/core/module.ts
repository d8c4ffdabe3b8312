import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../config.ts';
import type { SessionService } from './auth/session.service.ts';
import type { Db } from './db/client.ts';
import type { FileStorage } from './files/storage.ts';
import type { Uploads } from './files/uploads.ts';
import type { ProjectLookup } from './http/serve.ts';
import type { AppInstance } from './http/types.ts';
import type { ModuleMenu } from './menus/menu-seed.ts';
import type { ProjectAccess } from './project/project-access.ts';
import type { EventBus } from './realtime/event-bus.ts';
import type { MessageFeed } from './realtime/message-feed.ts';
import type { Topics } from './realtime/topics.ts';

/**
 * What the kernel offers every module: the database, configuration, the event bus, sessions,
 * the project kernel, file storage — and the services of the modules listed before it.
 */
export interface Kernel {
  readonly config: AppConfig;
  readonly db: Db;
  readonly bus: EventBus;
  readonly sessions: SessionService;
  readonly projects: ProjectAccess;
  readonly storage: FileStorage;
  /** The record of stored uploads: quota, and `claim` for every record that saves a file URL. */
  readonly uploads: Uploads;
  /** The messages the WebSocket pushes: the messages module provides them. */
  readonly messageFeed: MessageFeed;
  /** WebSocket topics: a module says who may subscribe to its prefix (`topics.allow`). */
  readonly topics: Topics;
  /** The services of a module listed earlier in `modules/index.ts` (a later one is refused). */
  use<S>(module: Module<S>): S;
}

/**
 * One module: its tables, its menus with their permission strings, the services it builds on the
 * kernel, its routes, and its reference data. `modules/index.ts` lists the modules; the app, the
 * seed and drizzle-kit (every `*.tables.ts`) take them from there.
 */
export interface Module<S = unknown> {
  readonly name: string;
  /** The tables the module owns (drizzle-kit reads them from `<m>.tables.ts`; a test checks ownership). */
  readonly tables?: Readonly<Record<string, PgTable>>;
  /** Its menu rows (pages with their buttons) under a directory of the menu plan. */
  readonly menus?: readonly ModuleMenu[];
  /** Permission strings it checks that are not on one of its menu rows (rare: shared or hidden actions). */
  readonly permissions?: readonly string[];
  readonly services: (kernel: Kernel) => S;
  readonly routes?: (app: AppInstance, services: S, kernel: Kernel) => Promise<void>;
  /** The project of one of its rows by id, under the names its endpoints' `projectAt.lookup` use. */
  readonly projectLookups?: Readonly<Record<string, ProjectLookup>>;
  /**
   * Background work of each replica (timers, sweeps): started with the app, stopped when it
   * closes. Answers the stop.
   */
  readonly jobs?: (services: S, kernel: Kernel) => () => void;
  /** Idempotent reference data, inserted at every start where missing (runs after the migrations). */
  readonly seed?: (db: Db) => Promise<void>;
  /** Demo data for `npm start` on a new database; tests never run it. */
  readonly demo?: (db: Db) => Promise<void>;
}

export const defineModule = <S>(module: Module<S>): Module<S> => module;

/** Every module's project lookups by name; a name offered twice is a defect. */
export function projectLookupsOf(modules: readonly AnyModule[]): ReadonlyMap<string, ProjectLookup> {
  const lookups = new Map<string, ProjectLookup>();
  for (const module of modules) {
    for (const [name, lookup] of Object.entries(module.projectLookups ?? {})) {
      if (lookups.has(name)) throw new Error(`project lookup '${name}' is offered twice (module ${module.name})`);
      lookups.set(name, lookup);
    }
  }
  return lookups;
}

/** A module of any services (the module list holds modules of different service types). */
// biome-ignore lint/suspicious/noExplicitAny: the list is heterogeneous; each module is typed where it is defined.
export type AnyModule = Module<any>;

/** The services of every module, built in list order; `use` hands out only those built before. */
export function buildServices(
  modules: readonly AnyModule[],
  base: Omit<Kernel, 'use'>,
): { kernel: Kernel; services: Map<AnyModule, unknown> } {
  const services = new Map<AnyModule, unknown>();
  const kernel: Kernel = {
    ...base,
    use<S>(module: Module<S>): S {
      if (!services.has(module)) throw new Error(`module ${module.name} is used before it is built (list it earlier)`);
      return services.get(module) as S;
    },
  };
  for (const module of modules) {
    if (services.has(module)) throw new Error(`module ${module.name} is listed twice`);
    services.set(module, module.services(kernel));
  }
  return { kernel, services };
}
