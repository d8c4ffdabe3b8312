import type { ModelImportBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { modelKeys } from './get-models.ts';

/**
 * A new model from the file's text; the dialog shows a refusal itself (silent), key and name come
 * from the process.
 */
export const importModel = (body: ModelImportBody) => call(API.workflow.importModel, { body }, { silent: true });

export const useImportModel = () => useInvalidatingMutation(importModel, modelKeys.all);
