import { z } from 'zod';
import { str } from './common.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants.ts';
import { type ApiWire, apiTime } from './time.ts';

/** GET /code — answer fields sit at the top level of the envelope (RuoYi convention). */
export const captchaResponse = z.object({
  code: z.number().int(),
  msg: str(),
  captchaEnabled: z.boolean(),
  registerEnabled: z.boolean(),
  uuid: str().optional(),
  img: str().optional(),
});
export type CaptchaResponse = z.infer<typeof captchaResponse>;

/** POST /auth/login. The user name is trimmed. */
export const loginBody = z.object({
  username: str().trim().min(1).max(64),
  password: str().min(1).max(64),
  code: str().trim().max(16).optional(),
  uuid: str().max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /auth/register. */
export const registerBody = z.object({
  username: str().trim().min(USERNAME_MIN).max(USERNAME_MAX),
  password: str().min(PASSWORD_MIN).max(PASSWORD_MAX),
  confirmPassword: str().max(PASSWORD_MAX).optional(),
  code: str().trim().max(16).optional(),
  uuid: str().max(64).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const tokenData = z.object({ access_token: str(), expires_in: z.number().int() });
export type TokenData = z.infer<typeof tokenData>;

/** POST /auth/unlockscreen: the caller's password (RuoYi's lock screen). */
export const unlockScreenBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });
export type UnlockScreenBody = z.infer<typeof unlockScreenBody>;

export const deptSummary = z.object({
  deptId: z.number().int(),
  parentId: z.number().int(),
  deptName: str(),
  leader: str().nullable(),
});

export const roleSummary = z.object({
  roleId: z.number().int(),
  roleName: str(),
  roleKey: str(),
  dataScope: str(),
  status: str(),
});

/** The logged-in user as getInfo returns it (no password). */
export const sessionUser = z.object({
  userId: z.number().int(),
  deptId: z.number().int().nullable(),
  userName: str(),
  nickName: str(),
  email: str(),
  phonenumber: str(),
  sex: str(),
  avatar: str(),
  status: str(),
  loginIp: str(),
  loginDate: apiTime.nullable(),
  createTime: apiTime.nullable(),
  remark: str().nullable(),
  admin: z.boolean(),
  dept: deptSummary.nullable(),
  roles: z.array(roleSummary),
});
export type SessionUser = ApiWire<typeof sessionUser>;

/** GET /system/user/getInfo — user, roles and permissions at the top level (RuoYi). */
export const userInfoResponse = z.object({
  code: z.number().int(),
  msg: str(),
  user: sessionUser,
  roles: z.array(str()),
  permissions: z.array(str()),
  /** The initial password (set by an administrator) must be changed before anything else (RuoYi). */
  isDefaultModifyPwd: z.boolean(),
  /** Older than sys.account.passwordValidateDays (RuoYi): the client asks for a new one. */
  isPasswordExpired: z.boolean(),
});
export type UserInfoResponse = ApiWire<typeof userInfoResponse>;

export const routerMeta = z.object({
  title: str(),
  icon: str().optional(),
  noCache: z.boolean(),
  link: str().nullable(),
  affix: z.boolean().optional(),
  activeMenu: str().optional(),
});

export interface RouterItem {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component: string;
  query?: string;
  alwaysShow?: boolean;
  menuGroup?: string;
  meta: z.infer<typeof routerMeta>;
  children?: RouterItem[];
}

export const routerItem: z.ZodType<RouterItem> = z.lazy(() =>
  z.object({
    name: str(),
    path: str(),
    hidden: z.boolean(),
    redirect: str().optional(),
    component: str(),
    query: str().optional(),
    alwaysShow: z.boolean().optional(),
    menuGroup: str().optional(),
    meta: routerMeta,
    children: z.array(routerItem).optional(),
  }),
);

/** Router components with a special meaning; every other component names a page. */
export const LAYOUT_COMPONENTS = ['Layout', 'ParentView', 'InnerLink'] as const;

/** One login record as the work desk shows it. */
export const loginRecord = z.object({
  infoId: z.number().int(),
  userName: str(),
  ipaddr: str(),
  browser: str(),
  os: str(),
  status: str(),
  msg: str(),
  loginTime: apiTime,
});
export type LoginRecord = ApiWire<typeof loginRecord>;
