import { z } from 'zod';

/** A lone surrogate: under the `u` flag a surrogate pair is one code point (not `Cs`). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Is this text PostgreSQL can keep? Not with a NUL character, which it cannot store or compare
 * (an unhandled error), nor with a lone surrogate, which is no Unicode text: the driver stores
 * U+FFFD in its place, so a name would be saved or compared as another one.
 */
export const isStorableText = (v: string): boolean => !v.includes('\u0000') && !LONE_SURROGATE.test(v);

/**
 * Text of a request: any string that is Unicode text PostgreSQL can keep (isStorableText);
 * refused as a validation error (参数 {field} 格式不正确). Input schemas use it instead of
 * `z.string()`.
 */
export const str = () => z.string().refine(isStorableText, { error: 'NUL character or lone surrogate' });

/**
 * A number of a query or a body: a JSON number or its decimal text, checked by `schema`. Not
 * `num(z.number())`, which took `true` as 1 and '' as 0.
 */
export const num = <T extends z.ZodType<number, number>>(schema: T) =>
  z
    .union([z.number(), z.string().regex(/^-?\d{1,16}(\.\d{1,16})?$/)])
    .transform(Number)
    .pipe(schema);

/**
 * An id in a JSON body: a positive integer, or its digits as a string (RuoYi's clients send
 * both). Not `z.coerce`, which turned `true` into 1.
 */
export const bodyId = z
  .union([z.number(), z.string().regex(/^\d{1,16}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** `1,2,3` in a path or query: ids of a bulk call (RuoYi sends them comma-joined). */
export const idList = z
  .string()
  .regex(/^\d{1,18}(,\d{1,18})*$/)
  .transform((s) => s.split(',').map(Number));

/** A numeric path id. */
export const idParam = num(z.number().int().min(0));

const day = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Does `YYYY-MM-DD[ HH:mm[:ss]]` name a moment that exists (no 2024-02-30, no 25:00)? */
export function isRealDayOrTime(value: string): boolean {
  const m = day.exec(value);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (y === undefined || mo === undefined || d === undefined) return false;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth && h < 24 && mi < 60 && s < 60;
}

/** A day or a time (`YYYY-MM-DD[ HH:mm[:ss]]`) in the display zone, as the date pickers send it. */
export const dayOrTime = z.string().regex(day).refine(isRealDayOrTime, { error: 'no such day or time' });

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
  str()
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
export const treeSelect: z.ZodType<TreeSelect, TreeSelect> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    disabled: z.boolean().optional(),
    children: z.array(treeSelect).optional(),
  }),
);

/** The answer of export/import calls is a file; importData answers `{code, msg}`. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The key and parameters of a text the server wrote (server-texts.ts), so a client can show it in
 * its own language; absent or null on rows written before keys existed.
 */
export const serverTextFields = {
  titleKey: z.string().nullable().optional(),
  titleParams: z.record(z.string(), z.string()).nullable().optional(),
};
