import { defineModule } from '../../core/module.ts';
import { MENUS } from './posts.menus.ts';
import { PostsRepository } from './posts.repository.ts';
import { postsRoutes } from './posts.routes.ts';
import { seedPosts } from './posts.seed.ts';
import { PostsService } from './posts.service.ts';
import * as tables from './posts.tables.ts';

export { sysPost, sysUserPost } from './posts.tables.ts';

/** 岗位管理: posts and the posts users hold. */
export const postsModule = defineModule({
  name: 'posts',
  tables,
  menus: MENUS,
  services: ({ db }) => ({ posts: new PostsService(new PostsRepository(db)) }),
  routes: postsRoutes,
  seed: seedPosts,
});
