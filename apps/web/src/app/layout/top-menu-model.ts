import type { RouterItem } from '@zj/contract';
import type { UiKey } from '@/shared/i18n/index.ts';
import { buildMenu, searchEntries } from './menu-model.ts';
import { hidesSideMenu } from './use-layout-routes.ts';

export interface TopEntry {
  path: string;
  labelKey: UiKey;
}

export interface TopMenuInput {
  isAdmin: boolean;
  /** Paths the user's routes reach. */
  reachable: (path: string) => boolean;
  /** The selected project's id (local storage projectId), or null. */
  projectId: string | null;
  /** May the user open a project's dashboard (business:project:query)? */
  canViewProject: boolean;
  /** The first page of the project group's side menu the user may open (see projectGroupPage). */
  projectGroupPage: string | null;
}

export const TOP_ENTRIES = {
  home: { path: '/index', labelKey: 'top.home' },
  tasks: { path: '/order/order/my-todo', labelKey: 'top.tasks' },
  knowledge: { path: '/knowledge/knowledgeshow', labelKey: 'top.knowledge' },
  recent: { path: '/business/modelDashboard', labelKey: 'top.recent' },
  system: { path: '/system/user', labelKey: 'top.system' },
  map: { path: '/map', labelKey: 'top.map' },
} as const satisfies Record<string, TopEntry>;

/** The dashboard of a project: the project entry's page once a project is selected. */
export const projectDashboardPath = (projectId: string) => `/projectDashboard/${projectId}`;

/**
 * The first page of the project group's side menu (menus of group project only) that the user may
 * open and that shows that side menu — not 最近访问, which is the work desk. Null without any.
 */
export function projectGroupPage(routers: readonly RouterItem[], reachable: (path: string) => boolean) {
  const own = routers.filter((item) => item.menuGroup === 'project');
  const pages = searchEntries(buildMenu(own, 'project', reachable));
  return pages.find((page) => !page.external && !hidesSideMenu(page.path))?.path ?? null;
}

/**
 * The entry to the project group. Without a project selected it is 最近访问 (spec 01 §2), which
 * leads to the work desk to choose one. With one selected 最近访问 goes, and 项目 takes its place:
 * the project's dashboard, whose side menu lists the project's pages (or, for a member who may not
 * open the dashboard, the first of those pages). So the project group stays one click away for
 * whoever has pages in it, project selected or not.
 */
function projectEntry({ reachable, projectId, canViewProject, projectGroupPage: page }: TopMenuInput) {
  if (!projectId && reachable(TOP_ENTRIES.recent.path)) return TOP_ENTRIES.recent;
  const path = projectId && canViewProject ? projectDashboardPath(projectId) : page;
  return path ? ({ path, labelKey: 'top.project' } satisfies TopEntry) : null;
}

/**
 * The header's top entries (spec 01 §2 "Header top menu"). Home always; the others only when
 * the user may use them and their target route exists — never a link to a missing page.
 * (The server only sends menus the user is permitted, so a route's presence is the permission.)
 */
export function topMenuEntries(input: TopMenuInput): TopEntry[] {
  const { isAdmin, reachable } = input;
  const entries: TopEntry[] = [TOP_ENTRIES.home];
  if (reachable(TOP_ENTRIES.tasks.path)) entries.push(TOP_ENTRIES.tasks);
  if (reachable(TOP_ENTRIES.knowledge.path)) entries.push(TOP_ENTRIES.knowledge);
  const project = projectEntry(input);
  if (project) entries.push(project);
  if (isAdmin && reachable(TOP_ENTRIES.system.path)) entries.push(TOP_ENTRIES.system);
  if (isAdmin && reachable(TOP_ENTRIES.map.path)) entries.push(TOP_ENTRIES.map);
  return entries;
}

/** 460 px for administrators, 354 px otherwise. */
export const topMenuWidth = (isAdmin: boolean) => (isAdmin ? 460 : 354);

/** About a third of the window width divided by 85. */
export const visibleTopCount = (windowWidth: number) => Math.max(1, Math.floor(windowWidth / 3 / 85));
