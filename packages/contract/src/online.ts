import { z } from 'zod';
import { str, textFilter } from './common.ts';
import { type ApiWire, apiTime } from './time.ts';

export const onlineQuery = z.object({ ipaddr: textFilter(128), userName: textFilter(50) });
export type OnlineQuery = z.infer<typeof onlineQuery>;

/** One live session (sys_session), as the online-users screen lists it. */
export const onlineRow = z.object({
  tokenId: str(),
  userName: str(),
  deptName: str(),
  ipaddr: str(),
  loginLocation: str(),
  browser: str(),
  os: str(),
  loginTime: apiTime,
});
export type OnlineRow = ApiWire<typeof onlineRow>;
