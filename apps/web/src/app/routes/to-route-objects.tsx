import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { PageLoading } from '../page-loading.tsx';
import { findPage } from '../page-registry.ts';
import { lazyElement } from './lazy-page.tsx';
import type { RouteDesc } from './router-tree.ts';

const InnerLinkPage = lazy(() => import('./inner-link-page.tsx').then((module) => ({ default: module.InnerLinkPage })));

const relative = (path: string) => path.replace(/^\/+/, '');

/** Route objects (children of the layout route) for the flattened server routes. */
export function toRouteObjects(descs: readonly RouteDesc[]): RouteObject[] {
  return descs.map((desc): RouteObject => {
    const id = `menu:${desc.path}`;
    if (desc.kind === 'redirect') {
      return { id, path: relative(desc.path), loader: () => redirect(desc.to) };
    }
    if (desc.kind === 'iframe') {
      const link = desc.link;
      return {
        id,
        path: relative(desc.path),
        handle: desc.handle,
        element: (
          <Suspense fallback={<PageLoading />}>
            <InnerLinkPage src={link} title={desc.handle.title ?? ''} />
          </Suspense>
        ),
      };
    }
    const load = findPage(desc.component);
    return {
      id,
      path: relative(desc.path),
      handle: desc.handle,
      element: load ? lazyElement(load) : null,
    };
  });
}
