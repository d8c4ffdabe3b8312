import { z } from 'zod';
import { textFilter, timeRange } from './common.ts';
import { pageQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

export const configFilters = z.object({
  configName: textFilter(100),
  configKey: textFilter(100),
  configType: z.enum(['Y', 'N', '']).optional(),
  ...timeRange,
});
export const configQuery = pageQuery.extend(configFilters.shape);
export type ConfigQuery = z.infer<typeof configQuery>;
export type ConfigFilters = Partial<z.infer<typeof configFilters>>;

export const configBody = z.object({
  configName: z.string().trim().min(1).max(100),
  configKey: z.string().trim().min(1).max(100),
  configValue: z.string().max(500),
  /** 'Y' built in (cannot be deleted), 'N' not */
  configType: z.enum(['Y', 'N']).default('N'),
  remark: z.string().max(500).nullish(),
});
export type ConfigBody = z.infer<typeof configBody>;
export const configUpdateBody = configBody.extend({ configId: z.coerce.number().int().positive() });
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
