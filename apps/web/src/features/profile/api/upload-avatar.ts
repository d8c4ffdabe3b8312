import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The caller's new avatar (multipart field avatarfile) → {imgUrl}. */
export function uploadAvatar(image: Blob, fileName = 'avatar.png') {
  const form = new FormData();
  form.append('avatarfile', image, fileName);
  return call(API.users.avatar, { body: form });
}
