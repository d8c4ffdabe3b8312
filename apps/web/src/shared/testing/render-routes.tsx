import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { FormRow } from '@zj/contract';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { useSession } from '@/shared/store/session-store.ts';
import { testQueryClient } from '@/shared/ui/__tests__/test-kit.tsx';

/** Renders `routes` at `entry` in a memory router, with a fresh query client that never retries. */
export function renderRouter(routes: RouteObject[], entry: string) {
  const client = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { client, router };
}

/** Signs in with `permissions` (an administrator when they hold *:*:*) and renders `routes` as renderRouter. */
export function renderRoutes(routes: RouteObject[], entry: string, permissions: string[] = ['*:*:*']) {
  useSession.setState({ token: 't', roles: permissions.includes('*:*:*') ? ['admin'] : ['common'], permissions });
  return renderRouter(routes, entry);
}

/** Form 7 of GET /system/form/list: 质量整改审批 for the process quality_improvement. */
export const formRow = (over: Partial<FormRow> = {}): FormRow => ({
  formId: 7,
  formName: '质量整改审批',
  formKey: 'quality_improvement',
  modelKey: 'quality_improvement',
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
  updateBy: '',
  updateTime: null,
  ...over,
});
