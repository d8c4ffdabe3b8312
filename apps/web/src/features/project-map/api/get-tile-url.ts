import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The built-in parameter that names the map's tile service (empty: none). */
export const TILE_URL_KEY = 'sys.map.tileUrl';

/** The tile URL template, '' when not configured. */
export const getTileUrl = async () =>
  ((await call(API.configs.valueOf, { params: { configKey: TILE_URL_KEY } })).data ?? '').trim();

export const useTileUrl = () => useQuery({ queryKey: ['config', TILE_URL_KEY], queryFn: getTileUrl });
