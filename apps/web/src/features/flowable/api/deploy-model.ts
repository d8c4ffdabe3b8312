import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { definitionKeys } from './get-definitions.ts';
import { modelKeys } from './get-models.ts';

/** Deploys a model; a refusal (its problems naming elements) is shown by the caller. */
export const deployModel = (modelId: number) => call(API.workflow.deploy, { body: { modelId } }, { silent: true });

export const useDeployModel = () => useInvalidatingMutation(deployModel, modelKeys.all, definitionKeys.all);
