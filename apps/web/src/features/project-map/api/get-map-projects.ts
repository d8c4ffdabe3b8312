import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The caller's projects in work with their position. */
export const getMapProjects = async () => (await call(API.projects.map)).data;

export const useMapProjects = () => useQuery({ queryKey: ['project', 'map'], queryFn: getMapProjects });

/** Every visible project's progress by its master plan (the plans module's figures for the map). */
export const useMapProgress = () =>
  useQuery({
    queryKey: ['plans', 'all-progress'],
    queryFn: async () => (await call(API.plans.projectProgressForMap)).data,
  });
