import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, MenuQuery, MenuRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/menu/list: every menu (flat). */
export const getMenus = (query: MenuQuery = {}) => http.get<AjaxResult<MenuRow[]>>('/system/menu/list', query);

/** GET /system/menu/{id} */
export const getMenu = (menuId: number) => http.get<AjaxResult<MenuRow>>(`/system/menu/${menuId}`);

export function useMenus(query: MenuQuery) {
  return useQuery({ queryKey: ['system', 'menu', 'list', query], queryFn: async () => (await getMenus(query)).data });
}
