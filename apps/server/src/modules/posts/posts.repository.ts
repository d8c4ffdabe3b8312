import type { PostBody, PostFilters, PostQuery } from '@zj/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { existsWhere, otherThan, pageOf } from '../../core/db/paging.ts';
import { sysPost, sysUserPost } from './posts.tables.ts';

export type Post = typeof sysPost.$inferSelect;

function where(filter: PostFilters): SQL | undefined {
  return and(
    contains(sysPost.postCode, filter.postCode),
    contains(sysPost.postName, filter.postName),
    filter.status ? eq(sysPost.status, filter.status) : undefined,
  );
}

export class PostsRepository {
  constructor(readonly db: Db) {}

  async page(filter: PostFilters, page: PageSort<PostQuery>) {
    const condition = where(filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(sysPost)
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              postId: sysPost.postId,
              postCode: sysPost.postCode,
              postName: sysPost.postName,
              postSort: sysPost.postSort,
              status: sysPost.status,
              createTime: sysPost.createTime,
            },
            sysPost.postId,
            [asc(sysPost.postSort), asc(sysPost.postId)],
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(sysPost).where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  all(filter: PostFilters, limit: number) {
    return this.db
      .select()
      .from(sysPost)
      .where(where(filter))
      .orderBy(asc(sysPost.postSort), asc(sysPost.postId))
      .limit(limit);
  }

  async byId(postId: number, tx: Tx = this.db): Promise<Post | undefined> {
    const [row] = await tx.select().from(sysPost).where(eq(sysPost.postId, postId)).limit(1);
    return row;
  }

  byIds(ids: number[], tx: Tx = this.db) {
    return tx.select().from(sysPost).where(inArray(sysPost.postId, ids));
  }

  /** A post other than `exceptId` that already uses the column value. */
  async taken(column: 'postName' | 'postCode', value: string, exceptId?: number, tx: Tx = this.db) {
    return existsWhere(tx, sysPost, and(eq(sysPost[column], value), otherThan(sysPost.postId, exceptId)));
  }

  async insert(body: PostBody, createBy: string, tx: Tx = this.db): Promise<Post> {
    const [row] = await tx
      .insert(sysPost)
      .values({ ...body, remark: body.remark ?? null, createBy })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  }

  async update(postId: number, body: PostBody, updateBy: string, tx: Tx = this.db) {
    const rows = await tx
      .update(sysPost)
      .set({ ...body, remark: body.remark ?? null, updateBy, updateTime: new Date() })
      .where(eq(sysPost.postId, postId))
      .returning({ id: sysPost.postId });
    return rows.length;
  }

  /** The first of the posts that some user holds. */
  async firstAssigned(ids: number[], tx: Tx = this.db): Promise<number | undefined> {
    const [row] = await tx
      .select({ postId: sysUserPost.postId })
      .from(sysUserPost)
      .where(inArray(sysUserPost.postId, ids))
      .limit(1);
    return row?.postId;
  }

  async delete(ids: number[], tx: Tx = this.db) {
    const rows = await tx.delete(sysPost).where(inArray(sysPost.postId, ids)).returning({ id: sysPost.postId });
    return rows.length;
  }
}
