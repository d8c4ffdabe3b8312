import { z } from 'zod';
import { treeSelect } from './common.ts';

/**
 * RuoYi's "tree with the role's checked keys" answer has its fields at the top level of the
 * envelope: `{code, msg, checkedKeys, menus}` (roleMenuTreeselect) or `{…, depts}`
 * (roleDeptTreeselect, the role's deptTree). These are its fields beside `msg` (an `answer.fields`).
 */
export const checkedTreeFields = <K extends 'menus' | 'depts'>(key: K) =>
  z.object({
    checkedKeys: z.array(z.number()),
    ...({ [key]: z.array(treeSelect) } as Record<K, z.ZodArray<typeof treeSelect>>),
  });
