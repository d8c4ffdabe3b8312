import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { DefinitionRow, ModelRow } from '@zj/contract';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type Feedback, setFeedback } from '@/shared/api/feedback.ts';

/** What the user was told; confirmations are accepted at once (their onOk awaited by `settled`). */
export function recordingFeedback() {
  const told: string[] = [];
  const pending: Promise<unknown>[] = [];
  const feedback: Feedback = {
    error: (text) => told.push(text),
    warning: (text) => told.push(text),
    success: (text) => told.push(text),
    notifyError: (text) => told.push(text),
    confirm: (options) => {
      told.push(options.content);
      pending.push(Promise.resolve(options.onOk()).catch(() => {}));
    },
    loading: () => () => {},
  };
  setFeedback(feedback);
  return { told, settled: () => Promise.all(pending) };
}

/** Renders a page at `path` in a memory router; `router.state.location` shows the URL. */
export function renderPage(page: ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const model = (modelId: number, over: Partial<ModelRow> = {}): ModelRow => ({
  modelId,
  modelKey: `process_${modelId}`,
  modelName: `流程${modelId}`,
  category: '',
  description: '',
  version: null,
  definitionId: null,
  createBy: 'admin',
  createTime: '2026-11-20 10:00:00',
  updateBy: '',
  updateTime: null,
  ...over,
});

export const definition = (definitionId: number, over: Partial<DefinitionRow> = {}): DefinitionRow => ({
  definitionId,
  definitionKey: 'approval',
  name: '审批',
  category: '',
  version: 1,
  deploymentId: `dep-${definitionId}`,
  modelId: 1,
  suspensionState: '1',
  latest: true,
  deployBy: 'admin',
  deployTime: '2026-11-20 11:00:00',
  ...over,
});
