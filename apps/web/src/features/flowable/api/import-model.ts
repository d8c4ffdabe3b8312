import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjaxResult, ModelImportBody, ModelRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { modelKeys } from './get-models.ts';

/**
 * POST /flowable/flowable/import-xml with the file's text; the dialog shows a refusal itself
 * (silent), key and name come from the process.
 */
export const importModel = (body: ModelImportBody) =>
  http.post<AjaxResult<ModelRow>>('/flowable/flowable/import-xml', body, { silent: true });

export function useImportModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importModel,
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
