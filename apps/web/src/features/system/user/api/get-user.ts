import type { PostRow, RoleRow, UserRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

export interface UserDetail {
  code: number;
  msg: string;
  data?: UserRow & { roleIds: number[]; postIds: number[] };
  roles: RoleRow[];
  posts: PostRow[];
  roleIds?: number[];
  postIds?: number[];
}

/** GET /system/user/ (the add form's roles and posts) or /system/user/{id} (plus the user). */
export const getUser = (userId?: number) => http.get<UserDetail>(`/system/user/${userId ?? ''}`);
