import type { PostFilters } from '@zj/contract';
import { API } from '@zj/contract/api';
import { downloadFrom } from '@/shared/api/download.ts';

/** The filtered posts → post_<time>.xlsx */
export const exportPosts = (filters: PostFilters) =>
  downloadFrom(API.posts.export, { body: filters }, `post_${Date.now()}.xlsx`);
