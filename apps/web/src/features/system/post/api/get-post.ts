import type { AjaxResult, PostRow } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /system/post/{postId} */
export const getPost = async (postId: number) => (await http.get<AjaxResult<PostRow>>(`/system/post/${postId}`)).data;
