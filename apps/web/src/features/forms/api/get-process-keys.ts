import { useQuery } from '@tanstack/react-query';
import { PERMS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { useAccess } from '@/shared/access/index.ts';
import { call } from '@/shared/api/call.ts';

/** The deployed processes a form may start (when the user may list them). */
export const getDeployedProcesses = async () => (await call(API.workflow.listAll)).data;

export function useDeployedProcesses(enabled: boolean) {
  const allowed = useAccess().hasPermi([PERMS.flowable.definition.list]);
  return useQuery({
    queryKey: ['flowable', 'definition', 'listAll'],
    queryFn: getDeployedProcesses,
    enabled: enabled && allowed,
  });
}
