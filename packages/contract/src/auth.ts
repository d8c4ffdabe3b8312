import { z } from 'zod';
import { str } from './common.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants.ts';
import { type ApiWire, apiTime } from './time.ts';

/** GET /code — answer fields sit at the top level of the envelope (RuoYi convention). */
export const captchaResponse = z.object({
  code: z.number().int(),
  msg: z.string(),
  captchaEnabled: z.boolean(),
  registerEnabled: z.boolean(),
  uuid: z.string().optional(),
  img: z.string().optional(),
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

export const tokenData = z.object({ access_token: z.string(), expires_in: z.number().int() });
export type TokenData = z.infer<typeof tokenData>;

/** POST /auth/unlockscreen: the caller's password (RuoYi's lock screen). */
export const unlockScreenBody = z.object({ password: str().min(1).max(PASSWORD_MAX) });
export type UnlockScreenBody = z.infer<typeof unlockScreenBody>;

export const deptSummary = z.object({
  deptId: z.number().int(),
  parentId: z.number().int(),
  deptName: z.string(),
  leader: z.string().nullable(),
});

export const roleSummary = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  roleKey: z.string(),
  dataScope: z.string(),
  status: z.string(),
});

/** The logged-in user as getInfo returns it (no password). */
export const sessionUser = z.object({
  userId: z.number().int(),
  deptId: z.number().int().nullable(),
  userName: z.string(),
  nickName: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  sex: z.string(),
  avatar: z.string(),
  status: z.string(),
  loginIp: z.string(),
  loginDate: apiTime.nullable(),
  createTime: apiTime.nullable(),
  remark: z.string().nullable(),
  admin: z.boolean(),
  dept: deptSummary.nullable(),
  roles: z.array(roleSummary),
});
export type SessionUser = ApiWire<typeof sessionUser>;

/** GET /system/user/getInfo — user, roles and permissions at the top level (RuoYi). */
export const userInfoResponse = z.object({
  code: z.number().int(),
  msg: z.string(),
  user: sessionUser,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** The initial password (set by an administrator) must be changed before anything else (RuoYi). */
  isDefaultModifyPwd: z.boolean(),
  /** Older than sys.account.passwordValidateDays (RuoYi): the client asks for a new one. */
  isPasswordExpired: z.boolean(),
});
export type UserInfoResponse = ApiWire<typeof userInfoResponse>;

export const routerMeta = z.object({
  title: z.string(),
  icon: z.string().optional(),
  noCache: z.boolean(),
  link: z.string().nullable(),
  affix: z.boolean().optional(),
  activeMenu: z.string().optional(),
  /**
   * The page's permission string (its menu's perms). The web keeps a page of the project group in
   * the side menu only when the current project's permissions hold it (spec 01 §6).
   */
  perms: z.string().optional(),
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

export const routerItem: z.ZodType<RouterItem, RouterItem> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    hidden: z.boolean(),
    redirect: z.string().optional(),
    component: z.string(),
    query: z.string().optional(),
    alwaysShow: z.boolean().optional(),
    menuGroup: z.string().optional(),
    meta: routerMeta,
    children: z.array(routerItem).optional(),
  }),
);

/** Router components with a special meaning; every other component names a page. */
export const LAYOUT_COMPONENTS = ['Layout', 'ParentView', 'InnerLink'] as const;

/** One login record as the work desk shows it. */
export const loginRecord = z.object({
  infoId: z.number().int(),
  userName: z.string(),
  ipaddr: z.string(),
  browser: z.string(),
  os: z.string(),
  status: z.string(),
  msg: z.string(),
  loginTime: apiTime,
});
export type LoginRecord = ApiWire<typeof loginRecord>;
