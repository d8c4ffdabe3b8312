import type { menuCreate, menuUpdate } from '@zj/contract';
import { API } from '@zj/contract/api';
import type { z } from 'zod';
import { call } from '@/shared/api/call.ts';

export type MenuBody = z.input<typeof menuCreate> | z.input<typeof menuUpdate>;

/** A new menu, or the menu of `menuId`. */
export const saveMenu = (body: MenuBody) =>
  'menuId' in body ? call(API.menus.edit, { body }) : call(API.menus.add, { body });

export const deleteMenu = (menuId: number) => call(API.menus.remove, { params: { menuId } });
