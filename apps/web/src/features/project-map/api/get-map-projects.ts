import { useQuery } from '@tanstack/react-query';
import type { AjaxResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';
import type { MapProject } from '../map-projects.ts';

/** GET /business/project/mapList: the caller's projects in work with their position. */
export const getMapProjects = async () => (await http.get<AjaxResult<MapProject[]>>('/business/project/mapList')).data;

export const useMapProjects = () => useQuery({ queryKey: ['project', 'map'], queryFn: getMapProjects });
