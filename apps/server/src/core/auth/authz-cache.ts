import type { DeptSummary, RoleSummary, UserProfile } from '../access/access.ts';

export interface AuthzEntry {
  version: number;
  profile: UserProfile;
  dept: DeptSummary | null;
  roles: RoleSummary[];
  /** Role keys ('admin' first for the super user) and permissions ('*:*:*' for admins). */
  roleKeys: string[];
  permissions: string[];
}

const MAX_ENTRIES = 10_000;

/**
 * Profile, roles and permissions per user, valid for one authorisation version. The version comes with
 * every session read, so an entry is never used after any change to roles, grants or menus.
 */
export class AuthzCache {
  private readonly entries = new Map<number, AuthzEntry>();

  get(userId: number, version: number): AuthzEntry | undefined {
    const entry = this.entries.get(userId);
    return entry && entry.version === version ? entry : undefined;
  }

  set(userId: number, entry: AuthzEntry): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(userId, entry);
  }
}
