import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AjaxResult, ModelRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import { modelKeys } from './get-models.ts';

/**
 * The designer's save: POST /flowable/flowable/save-model for an existing model, or
 * /flowable/flowable/import-xml for a diagram drawn from blank (a new model, key and name from its
 * process). A refusal shows the server's message.
 */
export const saveModelXml = async ({ modelId, xml }: { modelId: number | null; xml: string }) => {
  if (modelId === null) await http.post<AjaxResult<ModelRow>>('/flowable/flowable/import-xml', { xml });
  else await http.post<AjaxResult<unknown>>('/flowable/flowable/save-model', { modelId, xml });
};

export function useSaveModelXml() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveModelXml,
    onSuccess: () => client.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
