import { z } from 'zod';

/** `1,2,3` in a path or query: ids of a bulk call (RuoYi sends them comma-joined). */
export const idList = z
  .string()
  .regex(/^\d{1,18}(,\d{1,18})*$/)
  .transform((s) => s.split(',').map(Number));

/** A numeric path id. */
export const idParam = z.coerce.number().int().min(0);

const day = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
/** A day or a time (`YYYY-MM-DD[ HH:mm[:ss]]`) in the display zone, as the date pickers send it. */
export const dayOrTime = z.string().regex(day);

/**
 * Time range of list filters: RuoYi sends `params[beginTime]` / `params[endTime]`; plain
 * `beginTime` / `endTime` are accepted too. A day-only end includes that whole day.
 */
export const timeRange = {
  beginTime: dayOrTime.optional(),
  endTime: dayOrTime.optional(),
  'params[beginTime]': dayOrTime.optional(),
  'params[endTime]': dayOrTime.optional(),
};

/** '0' normal / '1' disabled. */
export const statusFlag = z.enum(['0', '1']);

/** Optional text filter: empty strings count as absent. */
export const textFilter = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v ? v : undefined))
    .optional();

/** A comma-joined id list or empty, in query strings (`roleIds=1,2`). */
export const optionalIdList = z
  .string()
  .regex(/^(\d{1,18}(,\d{1,18})*)?$/)
  .optional()
  .transform((s) => (s ? s.split(',').map(Number) : []));

/** Tree node of tree selects (`{id, label, children}`). */
export interface TreeSelect {
  id: number;
  label: string;
  disabled?: boolean;
  children?: TreeSelect[];
}
export const treeSelect: z.ZodType<TreeSelect> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    disabled: z.boolean().optional(),
    children: z.array(treeSelect).optional(),
  }),
);

/** The answer of export/import calls is a file; importData answers `{code, msg}`. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
