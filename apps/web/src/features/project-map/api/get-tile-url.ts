import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request.ts';

/** The built-in parameter that names the map's tile service (empty: none). */
export const TILE_URL_KEY = 'sys.map.tileUrl';

/** GET /system/config/configKey/sys.map.tileUrl: the tile URL template, '' when not configured. */
export const getTileUrl = async () =>
  ((await http.get<{ data?: string; msg: string }>(`/system/config/configKey/${TILE_URL_KEY}`)).data ?? '').trim();

export const useTileUrl = () => useQuery({ queryKey: ['config', TILE_URL_KEY], queryFn: getTileUrl });
