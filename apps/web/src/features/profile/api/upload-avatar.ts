import { http } from '@/shared/api/request.ts';

/** POST /system/user/profile/avatar (multipart field avatarfile) → {imgUrl}. */
export function uploadAvatar(image: Blob, fileName = 'avatar.png') {
  const form = new FormData();
  form.append('avatarfile', image, fileName);
  return http.post<{ code: number; msg: string; imgUrl: string }>('/system/user/profile/avatar', form);
}
