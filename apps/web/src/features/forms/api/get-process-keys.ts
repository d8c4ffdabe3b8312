import { useQuery } from '@tanstack/react-query';
import { type AjaxResult, type DefinitionRow, PERMS } from '@zj/contract';
import { useAccess } from '@/shared/access/index.ts';
import { http } from '@/shared/api/request.ts';

/** GET /flowable/definition/listAll: the deployed processes a form may start (when the user may list them). */
export const getDeployedProcesses = async () =>
  (await http.get<AjaxResult<DefinitionRow[]>>('/flowable/definition/listAll')).data;

export function useDeployedProcesses(enabled: boolean) {
  const allowed = useAccess().hasPermi([PERMS.flowable.definition.list]);
  return useQuery({
    queryKey: ['flowable', 'definition', 'listAll'],
    queryFn: getDeployedProcesses,
    enabled: enabled && allowed,
  });
}
