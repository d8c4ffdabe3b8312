import { z } from 'zod';
import { bodyId, str, textFilter, timeRange } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { PERMS } from './permissions.ts';
import { type ApiWire, apiTime } from './time.ts';

export const configFilters = z.object({
  configName: textFilter(100),
  configKey: textFilter(100),
  configType: z.enum(['Y', 'N', '']).optional(),
  ...timeRange,
});
export const configQuery = pageQuery.extend({
  ...configFilters.shape,
  ...sortQuery('configId', 'configName', 'configKey', 'configType', 'createTime'),
});
export type ConfigQuery = z.infer<typeof configQuery>;
export type ConfigFilters = Partial<z.infer<typeof configFilters>>;

export const configBody = z.object({
  configName: str().trim().min(1).max(100),
  configKey: str().trim().min(1).max(100),
  configValue: str().max(500),
  /** 'Y' built in (cannot be deleted), 'N' not */
  configType: z.enum(['Y', 'N']).default('N'),
  remark: str().max(500).nullish(),
});
export type ConfigBody = z.infer<typeof configBody>;
export const configUpdateBody = configBody.extend({ configId: bodyId });
export type ConfigUpdateBody = z.infer<typeof configUpdateBody>;

export const configRow = z.object({
  configId: z.number().int(),
  configName: z.string(),
  configKey: z.string(),
  configValue: z.string(),
  configType: z.string(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateBy: z.string(),
  updateTime: apiTime.nullable(),
  remark: z.string().nullable(),
});
export type ConfigRow = ApiWire<typeof configRow>;

/** GET /system/config/configKey/{key}: RuoYi answers the value in `msg`; `data` carries it too. */
export const configValueResponse = z.object({ code: z.number().int(), msg: z.string(), data: z.string() });

/**
 * Parameters any logged-in client may read by key (GET /system/config/configKey/{key}): the
 * captcha and register switches, the map's tile service and the skin and side theme
 * (`sys.index.*`). Every other key needs system:config:query (or the permission below).
 */
export const PUBLIC_CONFIG_KEYS: readonly string[] = [
  'sys.account.captchaEnabled',
  'sys.account.registerUser',
  'sys.map.tileUrl',
];
export const PUBLIC_CONFIG_PREFIX = 'sys.index.';
export const isPublicConfigKey = (key: string) =>
  PUBLIC_CONFIG_KEYS.includes(key) || key.startsWith(PUBLIC_CONFIG_PREFIX);

/** Keys readable with another permission too: the user form suggests the initial password to who adds users. */
export const CONFIG_KEY_READERS: Readonly<Record<string, string>> = {
  'sys.user.initPassword': PERMS.system.user.add,
};
