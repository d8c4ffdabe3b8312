import { useQuery } from '@tanstack/react-query';
import type { MenuQuery } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** Every menu (flat). */
export const getMenus = (query: MenuQuery = {}) => call(API.menus.list, { query });

export const getMenu = (menuId: number) => call(API.menus.get, { params: { menuId } });

export function useMenus(query: MenuQuery) {
  return useQuery({ queryKey: ['system', 'menu', 'list', query], queryFn: async () => (await getMenus(query)).data });
}
