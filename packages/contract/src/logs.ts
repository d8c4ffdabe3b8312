import { z } from 'zod';
import { num, serverTextFields, textFilter, timeRange } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/** Business types of the operation log, in RuoYi's order (the stored code is the index). */
export const BUSINESS_TYPES = [
  'other',
  'insert',
  'update',
  'delete',
  'grant',
  'export',
  'import',
  'force',
  'gencode',
  'clean',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const operLogFilters = z.object({
  title: textFilter(50),
  operName: textFilter(50),
  operIp: textFilter(128),
  businessType: num(z.number().int().min(0).max(9)).optional(),
  status: z.enum(['0', '1', '']).optional(),
  ...timeRange,
});
export const operLogQuery = pageQuery.extend({
  ...operLogFilters.shape,
  ...sortQuery('operId', 'title', 'businessType', 'operName', 'status', 'operTime', 'costTime'),
});
export type OperLogQuery = z.infer<typeof operLogQuery>;

export const operLogRow = z.object({
  operId: z.number().int(),
  /** The module, in the reader's language (Accept-Language). */
  title: z.string(),
  ...serverTextFields,
  businessType: z.number().int(),
  method: z.string(),
  requestMethod: z.string(),
  operatorType: z.number().int(),
  operName: z.string(),
  deptName: z.string(),
  operUrl: z.string(),
  operIp: z.string(),
  operLocation: z.string(),
  operParam: z.string(),
  jsonResult: z.string(),
  status: z.number().int(),
  errorMsg: z.string(),
  operTime: apiTime,
  costTime: z.number().int(),
});
export type OperLogRow = ApiWire<typeof operLogRow>;

export const logininforFilters = z.object({
  ipaddr: textFilter(128),
  userName: textFilter(50),
  status: z.enum(['0', '1', '']).optional(),
  ...timeRange,
});
export const logininforQuery = pageQuery.extend({
  ...logininforFilters.shape,
  /** `accessTime` is RuoYi-Cloud's name of the login time. */
  ...sortQuery('infoId', 'userName', 'ipaddr', 'status', 'loginTime', 'accessTime'),
});
export type LogininforQuery = z.infer<typeof logininforQuery>;

export const logininforRow = z.object({
  infoId: z.number().int(),
  userName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  status: z.string(),
  msg: z.string(),
  loginTime: apiTime,
  /** RuoYi's name of the same time (its clients read `accessTime`). */
  accessTime: apiTime,
});
export type LogininforRow = ApiWire<typeof logininforRow>;
