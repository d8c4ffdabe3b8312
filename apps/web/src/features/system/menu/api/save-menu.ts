import type { menuCreate, menuUpdate } from '@zj/contract';
import type { z } from 'zod';
import { http } from '@/shared/api/request.ts';

export type MenuBody = z.input<typeof menuCreate> | z.input<typeof menuUpdate>;

/** POST /system/menu (new) or PUT /system/menu (with menuId). */
export const saveMenu = (body: MenuBody) =>
  'menuId' in body ? http.put('/system/menu', body) : http.post('/system/menu', body);

/** DELETE /system/menu/{id} */
export const deleteMenu = (menuId: number) => http.delete(`/system/menu/${menuId}`);
