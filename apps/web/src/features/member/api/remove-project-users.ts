import { http } from '@/shared/api/request.ts';

/** DELETE /business/projectRole/delProjectUsers/{projectId}/{userIds} (comma-joined). */
export const removeProjectUsers = ({ projectId, userIds }: { projectId: number; userIds: readonly number[] }) =>
  http.delete(`/business/projectRole/delProjectUsers/${projectId}/${userIds.join(',')}`);
