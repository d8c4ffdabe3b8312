import { type ComponentType, lazy, Suspense } from 'react';
import { PageLoading } from '../page-loading.tsx';

/**
 * The element of a page whose module loads on first render (React.lazy), not when the router
 * matches: the navigation guard redirects before anything is fetched.
 */
export function lazyElement(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** A route without a page (its loader redirects). */
export function Empty() {
  return null;
}
