import type { Db } from '../../core/db/client.ts';
import { insertMissing, syncSequence } from '../../core/db/seeding.ts';
import { sysPost } from './posts.tables.ts';

/** RuoYi's posts. */
export const POSTS = [
  { postId: 1, postCode: 'ceo', postName: '董事长', postSort: 1 },
  { postId: 2, postCode: 'se', postName: '项目经理', postSort: 2 },
  { postId: 3, postCode: 'hr', postName: '人力资源', postSort: 3 },
  { postId: 4, postCode: 'user', postName: '普通员工', postSort: 4 },
].map((p) => ({ ...p, createBy: 'admin' }));

/** The seeded posts, where missing. */
export async function seedPosts(db: Db): Promise<void> {
  await insertMissing(db, sysPost, POSTS);
  await syncSequence(db, 'sys_post', 'post_id', 100);
}
