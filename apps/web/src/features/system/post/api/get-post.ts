import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

export const getPost = async (postId: number) => (await call(API.posts.get, { params: { postId } })).data;
