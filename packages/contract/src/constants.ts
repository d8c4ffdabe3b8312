/**
 * Business constants and limits of spec 01 §9 and spec 02 §9. Runtime values the web shell needs
 * live in zod-free modules (this one, menu-groups, messages, permissions, i18n), so the login page
 * never loads zod.
 */
/** Success code of every envelope (RuoYi convention). */
export const OK = 200;
export const USERNAME_MIN = 2;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 20;
export const APP_TITLE = '智能建造管理平台';
export const BASE_PATH = '/cbim-cloud-ui/';
export const API_BASE = '/prod-api';
export const REQUEST_TIMEOUT_MS = 50_000;
export const CAPTCHA_TIMEOUT_MS = 20_000;
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const LOGIN_MAX_RETRIES = 5;
export const LOGIN_LOCK_MINUTES = 10;
/** Session lifetime (RuoYi: 720 minutes); refresh extends it by the same amount. */
export const SESSION_TTL_SECONDS = 720 * 60;
export const MOBILE_BREAKPOINT = 992;
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MESSAGE_BADGE_MAX = 99;
export const IFRAME_OFFSET_PX = 94.5;
export const SIDEBAR_WIDTH = 200;
export const DEFAULT_THEME = '#409EFF';
export const THEME_COLORS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';
export const SEARCH_THRESHOLD = 0.4;
export const SEARCH_WEIGHTS = { title: 0.7, path: 0.3 } as const;
/** Time format of every time the API sends. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
