import type { DefinitionRow, ModelRow } from '@zj/contract';
import type { ReactNode } from 'react';
import { recordFeedback } from '@/shared/testing/record-feedback.ts';
import { renderRouter } from '@/shared/testing/render-routes.tsx';

/** What the user was told; confirmations are accepted at once (their onOk awaited by `settled`, failures ignored). */
export const recordingFeedback = () => recordFeedback({ failures: 'ignored' });

/** Renders a page at `path` in a memory router; `router.state.location` shows the URL. */
export const renderPage = (page: ReactNode, path: string) => renderRouter([{ path: '*', element: page }], path).router;

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
