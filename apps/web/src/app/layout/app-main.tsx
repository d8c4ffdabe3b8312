import { Activity, type ReactNode, Suspense, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { cachedPaths } from '@/shared/store/tags-logic.ts';
import { useTags } from '@/shared/store/tags-store.ts';
import { PageLoading } from '../page-loading.tsx';
import { useRouteHandle } from '../routes/use-route-title.ts';
import { KeptPageBoundary } from './kept-page-boundary.tsx';

const REDIRECT_PREFIX = '/redirect';

/**
 * The page area. Visited pages stay alive (hidden) while their tab is open, unless the route
 * says noCache; refreshing a tab drops its kept page.
 */
export function AppMain() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const views = useTags((state) => state.visitedViews);
  const cache = useRef(new Map<string, ReactNode>());

  if (pathname.startsWith(`${REDIRECT_PREFIX}/`)) {
    cache.current.delete(pathname.slice(REDIRECT_PREFIX.length).split('?')[0] ?? '');
  } else if (!handle.noCache) {
    cache.current.set(pathname, outlet);
  }
  const keep = new Set(cachedPaths(views));
  for (const key of cache.current.keys()) if (!keep.has(key) && key !== pathname) cache.current.delete(key);

  const current = cache.current.has(pathname) ? null : outlet;
  return (
    <Suspense fallback={<PageLoading />}>
      {[...cache.current.entries()].map(([path, element]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          <KeptPageBoundary>{element}</KeptPageBoundary>
        </Activity>
      ))}
      {current}
    </Suspense>
  );
}
