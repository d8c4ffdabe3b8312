import {
  type ApiOut,
  type PostBody,
  type PostFilters,
  type PostQuery,
  type PostUpdateBody,
  postRow,
} from '@zj/contract';
import { isUniqueViolation } from '../../core/db/errors.ts';
import { badRequest, notFound } from '../../core/http/app-error.ts';
import { responseRow } from '../../core/http/response-row.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import type { Post, PostsRepository } from './posts.repository.ts';

export class PostsService {
  constructor(private readonly repo: PostsRepository) {}

  row(p: Post): ApiOut<typeof postRow> {
    return responseRow(postRow, p);
  }

  async list(query: PostQuery) {
    const { rows, total } = await this.repo.page(query, query);
    return { rows: rows.map((p) => this.row(p)), total };
  }

  async exportRows(filter: PostFilters) {
    return (await this.repo.all(filter, EXPORT_MAX_ROWS)).map((p) => this.row(p));
  }

  async options() {
    return (await this.repo.all({}, EXPORT_MAX_ROWS)).map((p) => this.row(p));
  }

  async get(postId: number) {
    const post = await this.repo.byId(postId);
    if (!post) throw notFound();
    return this.row(post);
  }

  private async checkUnique(body: PostBody, mode: 'add' | 'edit', exceptId?: number) {
    const params = { name: body.postName };
    if (await this.repo.taken('postName', body.postName, exceptId))
      throw badRequest(mode === 'add' ? 'post.addNameExists' : 'post.editNameExists', params);
    if (await this.repo.taken('postCode', body.postCode, exceptId))
      throw badRequest(mode === 'add' ? 'post.addCodeExists' : 'post.editCodeExists', params);
  }

  /** A concurrent insert can still hit the unique index: answer it like the check above. */
  private async uniqueGuard<T>(
    body: PostBody,
    mode: 'add' | 'edit',
    exceptId: number | undefined,
    run: () => Promise<T>,
  ) {
    try {
      return await run();
    } catch (error) {
      if (isUniqueViolation(error)) await this.checkUnique(body, mode, exceptId);
      throw error;
    }
  }

  async add(body: PostBody, userName: string) {
    await this.checkUnique(body, 'add');
    return this.uniqueGuard(body, 'add', undefined, () => this.repo.insert(body, userName));
  }

  async edit(body: PostUpdateBody, userName: string) {
    const { postId, ...fields } = body;
    await this.checkUnique(fields, 'edit', postId);
    const changed = await this.uniqueGuard(fields, 'edit', postId, () => this.repo.update(postId, fields, userName));
    if (!changed) throw notFound();
  }

  /** Deletes posts that no user holds; refuses the whole call when one is assigned. */
  async remove(ids: number[]) {
    await this.repo.db.transaction(async (tx) => {
      const posts = await this.repo.byIds(ids, tx);
      if (!posts.length) throw notFound();
      const assigned = await this.repo.firstAssigned(ids, tx);
      if (assigned !== undefined) {
        const post = posts.find((p) => p.postId === assigned);
        throw badRequest('post.assigned', { name: post?.postName ?? String(assigned) });
      }
      await this.repo.delete(ids, tx);
    });
  }
}
