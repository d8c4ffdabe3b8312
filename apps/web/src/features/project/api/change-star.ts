import { changeStar } from '@/shared/api/projects.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { projectKeys } from './project-keys.ts';

export const useChangeStar = () =>
  useInvalidatingMutation(
    ({ projectId, star }: { projectId: number; star: boolean }) => changeStar(projectId, star),
    projectKeys.all,
  );
