import { DEFAULT_ROLE, type RouterItem, type SessionUser } from '@zj/contract';
import { create } from 'zustand';
import { getInfo, getRouters, getUserProjectPermission, logoutRequest, refreshToken } from '../api/session-api.ts';
import { getToken, removeToken, setToken } from '../api/token.ts';
import { readJson, readLocal, writeLocal } from './storage.ts';

export const PERMISSION_PROJECT_KEY = 'permissionProjectId';
export const PROJECT_PERMISSIONS_KEY = 'projectPermissions';

/**
 * Why the password must be changed before anything else (getInfo's RuoYi flags): the initial one
 * set by an administrator, or one older than sys.account.passwordValidateDays.
 */
export type PasswordChange = 'initial' | 'expired';

/** What getInfo's flags ask for: `initial` first (the server refuses other calls until then). */
export function passwordChangeOf(info: {
  isDefaultModifyPwd?: boolean;
  isPasswordExpired?: boolean;
}): PasswordChange | null {
  if (info.isDefaultModifyPwd) return 'initial';
  return info.isPasswordExpired ? 'expired' : null;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  roles: string[];
  permissions: string[];
  /** The project whose project-level permissions apply (local storage permissionProjectId). */
  permissionProjectId: string | null;
  /** Project id → project permission strings. */
  projectPermissions: Record<string, string[]>;
  /** The server's router tree (API.menus.routers). */
  sidebarRouters: RouterItem[];
  /** Set while the password must be changed first: the layout shows only the change dialog. */
  passwordChange: PasswordChange | null;
  /** Stores the token of a successful login. */
  setSessionToken(token: string, expiresInMinutes?: number): void;
  /**
   * GET getInfo: user, roles (ROLE_DEFAULT when none), permissions, the password flags; then the
   * project permissions (not while an initial password is to be changed: the server refuses them).
   */
  loadInfo(): Promise<void>;
  /** GET getUserProjectPermission/{userId} into projectPermissions (after login, or when projects change). */
  loadProjectPermissions(): Promise<Record<string, string[]>>;
  /** GET getRouters. */
  loadRouters(): Promise<RouterItem[]>;
  /** Extends the session (expires_in minutes). */
  refresh(): Promise<number>;
  setPermissionProject(projectId: string | null, permissions?: string[]): void;
  /** DELETE /auth/logout (best effort) and clears everything. */
  logout(): Promise<void>;
  /** Clears the local session without calling the server. */
  clear(): void;
}

/** Keeps only `project id → string[]` entries of the server's answer. */
function toPermissionMap(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const map: Record<string, string[]> = {};
  for (const [projectId, perms] of Object.entries(value)) {
    if (Array.isArray(perms)) map[projectId] = perms.filter((perm): perm is string => typeof perm === 'string');
  }
  return map;
}

const initial = () => ({
  token: getToken(),
  user: null,
  roles: [] as string[],
  permissions: [] as string[],
  permissionProjectId: readLocal(PERMISSION_PROJECT_KEY),
  projectPermissions: readJson<Record<string, string[]>>(PROJECT_PERMISSIONS_KEY, {}),
  sidebarRouters: [] as RouterItem[],
  passwordChange: null as PasswordChange | null,
});

export const useSession = create<SessionState>()((set, get) => ({
  ...initial(),
  setSessionToken(token, expiresInMinutes) {
    setToken(token, expiresInMinutes);
    set({ token });
  },
  async loadInfo() {
    const info = await getInfo();
    set({
      user: info.user,
      roles: info.roles.length > 0 ? info.roles : [DEFAULT_ROLE],
      permissions: info.permissions,
      passwordChange: passwordChangeOf(info),
    });
    if (get().passwordChange !== 'initial') await get().loadProjectPermissions();
  },
  async loadProjectPermissions() {
    const userId = get().user?.userId;
    if (userId === undefined) return get().projectPermissions;
    const projectPermissions = toPermissionMap(await getUserProjectPermission(userId));
    writeLocal(PROJECT_PERMISSIONS_KEY, JSON.stringify(projectPermissions));
    set({ projectPermissions });
    return projectPermissions;
  },
  async loadRouters() {
    const answer = await getRouters();
    const routers = Array.isArray(answer.data) ? answer.data : [];
    set({ sidebarRouters: routers });
    return routers;
  },
  async refresh() {
    const answer = await refreshToken();
    const token = get().token;
    if (token) setToken(token, answer.data.expires_in);
    return answer.data.expires_in;
  },
  setPermissionProject(projectId, permissions) {
    writeLocal(PERMISSION_PROJECT_KEY, projectId);
    const projectPermissions = { ...get().projectPermissions };
    if (projectId && permissions) projectPermissions[projectId] = permissions;
    writeLocal(PROJECT_PERMISSIONS_KEY, JSON.stringify(projectPermissions));
    set({ permissionProjectId: projectId, projectPermissions });
  },
  async logout() {
    if (get().token) {
      try {
        await logoutRequest();
      } catch {
        // the session is cleared locally whatever the server says
      }
    }
    get().clear();
  },
  clear() {
    removeToken();
    writeLocal(PERMISSION_PROJECT_KEY, null);
    writeLocal(PROJECT_PERMISSIONS_KEY, null);
    set({ ...initial(), token: null, permissionProjectId: null, projectPermissions: {} });
  },
}));

export const isRolesLoaded = (state: Pick<SessionState, 'roles'>) => state.roles.length > 0;
