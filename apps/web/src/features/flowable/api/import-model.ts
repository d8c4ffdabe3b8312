import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModelImportBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { modelKeys } from './get-models.ts';

/**
 * A new model from the file's text; the dialog shows a refusal itself (silent), key and name come
 * from the process.
 */
export const importModel = (body: ModelImportBody) => call(API.workflow.importModel, { body }, { silent: true });

export function useImportModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importModel,
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
