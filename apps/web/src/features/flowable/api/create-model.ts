import type { ModelCreateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { modelKeys } from './get-models.ts';

/** A new blank model (process with its start event). */
export const createModel = (body: ModelCreateBody) => call(API.workflow.createModel, { body });

export const useCreateModel = () => useInvalidatingMutation(createModel, modelKeys.all);
