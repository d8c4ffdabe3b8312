import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { modelKeys } from './get-models.ts';

/**
 * The designer's save: saveModel for an existing model, or importModel for a diagram drawn from
 * blank (a new model, key and name from its process). A refusal shows the server's message.
 */
export const saveModelXml = async ({ modelId, xml }: { modelId: number | null; xml: string }) => {
  if (modelId === null) await call(API.workflow.importModel, { body: { xml } });
  else await call(API.workflow.saveModel, { body: { modelId, xml } });
};

export const useSaveModelXml = () => useInvalidatingMutation(saveModelXml, modelKeys.all);
