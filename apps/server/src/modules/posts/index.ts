import { defineModule, type Kernel } from '../../core/module.ts';
import { MENUS } from './posts.menus.ts';
import { PostsRepository } from './posts.repository.ts';
import { postsRoutes } from './posts.routes.ts';
import { seedPosts } from './posts.seed.ts';
import { PostsService } from './posts.service.ts';
import * as tables from './posts.tables.ts';

export { sysPost, sysUserPost } from './posts.tables.ts';

const services = ({ db }: Kernel) => ({ posts: new PostsService(new PostsRepository(db)) });

/** 岗位管理: posts and the posts users hold. */
export const postsModule = defineModule({
  name: 'posts',
  tables,
  menus: MENUS,
  services,
  routes: postsRoutes,
  seed: seedPosts,
});
