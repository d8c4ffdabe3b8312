import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * Pages that server-supplied menus may name, keyed by the menu's component string
 * (RuoYi convention, e.g. 'system/user/index'). Every entry is lazily loaded. The keys must
 * equal the contract's PAGE_COMPONENTS (a test checks it). Modules add their pages here:
 *   'system/user/index': () => import('../features/users/pages/user-list-page.tsx'),
 */
export const PAGE_REGISTRY: Readonly<Record<string, PageLoader>> = {};

export function findPage(component: string): PageLoader | undefined {
  return Object.hasOwn(PAGE_REGISTRY, component) ? PAGE_REGISTRY[component] : undefined;
}
