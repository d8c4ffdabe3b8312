import { changeStar } from '@/shared/api/projects.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { dashboardKeys } from './get-project-info.ts';

export const useChangeStar = (projectId: number) =>
  useInvalidatingMutation((star: boolean) => changeStar(projectId, star), dashboardKeys.info(projectId));
