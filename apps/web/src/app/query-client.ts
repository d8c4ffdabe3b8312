import { QueryClient } from '@tanstack/react-query';

/** Server state of the logged-in pages (provided by the layout, not the login page). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
