import type { PostFilters } from '@zj/contract';
import { download } from '@/shared/api/download.ts';

/** POST /system/post/export → post_<time>.xlsx */
export const exportPosts = (filters: PostFilters) =>
  download('/system/post/export', { ...filters }, `post_${Date.now()}.xlsx`);
