import { render, screen, within } from '@testing-library/react';
import type { MenuGroup, RouterItem } from '@zj/contract';
import type { ComponentType } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { RootShell } from '../root-shell.tsx';

/** The menu tests' router items as getRouters gives them. */
export const meta = (title: string, extra: Partial<RouterItem['meta']> = {}): RouterItem['meta'] => ({
  title,
  noCache: false,
  link: null,
  ...extra,
});

/** A page; `perms` is the permission its menu asks for. */
export const page = (path: string, component: string, title: string, perms?: string): RouterItem => ({
  name: title,
  path,
  hidden: false,
  component,
  meta: meta(title, perms ? { perms } : {}),
});

/** A top folder (Layout) of a menu group, or without a group a folder inside one (ParentView). */
export const folder = (path: string, title: string, children: RouterItem[], menuGroup?: MenuGroup): RouterItem => ({
  name: title,
  path,
  hidden: false,
  redirect: 'noRedirect',
  component: menuGroup ? 'Layout' : 'ParentView',
  alwaysShow: true,
  ...(menuGroup ? { menuGroup } : {}),
  meta: meta(title),
  children,
});

/** Renders `pages` inside `Shell` at `path`, below the app's RootShell unless `bare`. */
export function renderInShell(Shell: ComponentType, pages: RouteObject[], path: string, bare = false) {
  const shell: RouteObject = { Component: Shell, children: pages };
  const root: RouteObject = bare ? { ...shell, path: '/' } : { path: '/', Component: RootShell, children: [shell] };
  const router = createMemoryRouter([root], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

/** Queries inside the side menu. */
export const side = () => within(screen.getByTestId('side-menu'));
