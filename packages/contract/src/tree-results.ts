import { z } from 'zod';
import { treeSelect } from './common.ts';

/**
 * RuoYi's "tree with the role's checked keys" answer, fields at the top level of the envelope:
 * `{code, msg, checkedKeys, menus}` (roleMenuTreeselect) or `{…, depts}` (roleDeptTreeselect).
 */
export const checkedTreeResult = <K extends 'menus' | 'depts'>(key: K) =>
  z.object({
    code: z.number(),
    msg: z.string(),
    checkedKeys: z.array(z.number()),
    ...({ [key]: z.array(treeSelect) } as Record<K, z.ZodArray<typeof treeSelect>>),
  });

/** The fields of that answer beside `msg` (an `answer.fields`): `checkedKeys` and the tree under `key`. */
export const checkedTreeFields = <K extends 'menus' | 'depts'>(key: K) =>
  z.object({
    checkedKeys: z.array(z.number()),
    ...({ [key]: z.array(treeSelect) } as Record<K, z.ZodArray<typeof treeSelect>>),
  });
