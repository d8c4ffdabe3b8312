import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { projectKeys } from './project-keys.ts';

/** Archive ('1') or restore ('0') a project. */
export const placeProject = (projectId: number, isPlace: '0' | '1') =>
  call(API.projects.place, { body: { projectId, isPlace } });

export const usePlaceProject = () =>
  useInvalidatingMutation(
    ({ projectId, isPlace }: { projectId: number; isPlace: '0' | '1' }) => placeProject(projectId, isPlace),
    projectKeys.all,
  );
