import { z } from 'zod';
import { str } from './common.ts';
import { type ApiWire, apiTime } from './time.ts';

/** Menu administration (/system/menu). */
export const MENU_TYPES = ['M', 'C', 'F'] as const;

export const menuQuery = z.object({
  menuName: str().trim().max(50).optional(),
  status: z.enum(['0', '1', '']).optional(),
  visible: z.enum(['0', '1', '']).optional(),
});
export type MenuQuery = z.infer<typeof menuQuery>;

export const menuRow = z.object({
  menuId: z.number().int(),
  menuName: z.string(),
  parentId: z.number().int(),
  orderNum: z.number().int(),
  path: z.string(),
  component: z.string().nullable(),
  query: z.string().nullable(),
  routeName: z.string(),
  isFrame: z.string(),
  isCache: z.string(),
  menuType: z.string(),
  visible: z.string(),
  status: z.string(),
  perms: z.string().nullable(),
  icon: z.string(),
  menuGroup: z.string().nullable(),
  activeMenu: z.string().nullable(),
  affix: z.string(),
  createTime: apiTime.nullable(),
  remark: z.string().nullable(),
});
export type MenuRow = ApiWire<typeof menuRow>;

const zeroOne = z.union([z.enum(['0', '1']), z.literal(0), z.literal(1)]).transform((v) => Number(v));

export const menuCreate = z.object({
  menuName: str().trim().min(1).max(50),
  parentId: z.number().int().min(0).default(0),
  orderNum: z.number().int().min(0).default(0),
  path: str().trim().max(200).default(''),
  component: str().trim().max(255).nullish(),
  query: str().trim().max(255).nullish(),
  routeName: str().trim().max(50).nullish(),
  isFrame: zeroOne.default(1),
  isCache: zeroOne.default(0),
  menuType: z.enum(MENU_TYPES),
  visible: z.enum(['0', '1']).default('0'),
  status: z.enum(['0', '1']).default('0'),
  perms: str().trim().max(100).nullish(),
  icon: str().trim().max(100).nullish(),
  menuGroup: z.enum(['project', 'task', 'knowledge', 'system']).nullish(),
  activeMenu: str().trim().max(200).nullish(),
  remark: str().max(500).nullish(),
});
export type MenuCreate = z.infer<typeof menuCreate>;
export const menuUpdate = menuCreate.extend({ menuId: z.number().int().min(1) });
export type MenuUpdate = z.infer<typeof menuUpdate>;
