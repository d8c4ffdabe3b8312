import type { UiKey } from '@/shared/i18n/index.ts';

export interface TopEntry {
  path: string;
  labelKey: UiKey;
}

export interface TopMenuInput {
  isAdmin: boolean;
  /** Paths the user's routes reach. */
  reachable: (path: string) => boolean;
  /** A project is selected (local storage projectId). */
  projectSelected: boolean;
}

export const TOP_ENTRIES = {
  home: { path: '/index', labelKey: 'top.home' },
  tasks: { path: '/order/order/my-todo', labelKey: 'top.tasks' },
  knowledge: { path: '/knowledge/knowledgeshow', labelKey: 'top.knowledge' },
  recent: { path: '/business/modelDashboard', labelKey: 'top.recent' },
  system: { path: '/system/user', labelKey: 'top.system' },
  map: { path: '/map', labelKey: 'top.map' },
} as const satisfies Record<string, TopEntry>;

/**
 * The header's top entries (spec 01 §2 "Header top menu"). Home always; the others only when
 * the user may use them and their target route exists — never a link to a missing page.
 * (The server only sends menus the user is permitted, so a route's presence is the permission.)
 */
export function topMenuEntries({ isAdmin, reachable, projectSelected }: TopMenuInput): TopEntry[] {
  const entries: TopEntry[] = [TOP_ENTRIES.home];
  if (reachable(TOP_ENTRIES.tasks.path)) entries.push(TOP_ENTRIES.tasks);
  if (reachable(TOP_ENTRIES.knowledge.path)) entries.push(TOP_ENTRIES.knowledge);
  if (!projectSelected && reachable(TOP_ENTRIES.recent.path)) entries.push(TOP_ENTRIES.recent);
  if (isAdmin && reachable(TOP_ENTRIES.system.path)) entries.push(TOP_ENTRIES.system);
  if (isAdmin && reachable(TOP_ENTRIES.map.path)) entries.push(TOP_ENTRIES.map);
  return entries;
}

/** 460 px for administrators, 354 px otherwise. */
export const topMenuWidth = (isAdmin: boolean) => (isAdmin ? 460 : 354);

/** About a third of the window width divided by 85. */
export const visibleTopCount = (windowWidth: number) => Math.max(1, Math.floor(windowWidth / 3 / 85));
