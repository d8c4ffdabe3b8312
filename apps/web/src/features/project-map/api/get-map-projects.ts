import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The caller's projects in work with their position. */
export const getMapProjects = async () => (await call(API.projects.map)).data;

export const useMapProjects = () => useQuery({ queryKey: ['project', 'map'], queryFn: getMapProjects });
