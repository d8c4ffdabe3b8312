import { z } from 'zod';
import { textFilter } from './common.ts';
import { type ApiWire, apiTime } from './time.ts';

export const onlineQuery = z.object({ ipaddr: textFilter(128), userName: textFilter(50) });
export type OnlineQuery = z.infer<typeof onlineQuery>;

/** One live session (sys_session), as the online-users screen lists it. */
export const onlineRow = z.object({
  tokenId: z.string(),
  userName: z.string(),
  deptName: z.string(),
  ipaddr: z.string(),
  loginLocation: z.string(),
  browser: z.string(),
  os: z.string(),
  loginTime: apiTime,
});
export type OnlineRow = ApiWire<typeof onlineRow>;
