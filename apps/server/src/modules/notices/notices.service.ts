import { type ApiOut, type NoticeBody, type NoticeQuery, type NoticeUpdateBody, noticeRow } from '@zj/contract';
import type { Uploads } from '../../core/files/uploads.ts';
import { notFound } from '../../core/http/app-error.ts';
import { responseRow } from '../../core/http/response-row.ts';
import { sanitizeRichText } from '../../core/http/rich-text.ts';
import type { Notice, NoticesRepository, NoticeValues } from './notices.repository.ts';

export class NoticesService {
  constructor(
    private readonly repo: NoticesRepository,
    private readonly uploads: Pick<Uploads, 'claim'>,
  ) {}

  row(n: Notice): ApiOut<typeof noticeRow> {
    return responseRow(noticeRow, n);
  }

  /** The stored form of a notice: its rich text sanitised. */
  private values(body: NoticeBody): NoticeValues {
    return {
      noticeTitle: body.noticeTitle,
      noticeType: body.noticeType,
      noticeContent: sanitizeRichText(body.noticeContent),
      status: body.status,
      remark: body.remark ?? null,
    };
  }

  async list(query: NoticeQuery) {
    const { rows, total } = await this.repo.page(query, query);
    return { rows: rows.map((n) => this.row(n)), total };
  }

  async get(noticeId: number) {
    const row = await this.repo.byId(noticeId);
    if (!row) throw notFound();
    return this.row(row);
  }

  /** Saves a notice; the uploads its rich text shows are claimed in the same transaction. */
  async add(body: NoticeBody, userName: string) {
    const values = this.values(body);
    await this.repo.db.transaction(async (tx) => {
      await this.repo.insert(values, userName, tx);
      await this.uploads.claim([values.noticeContent], tx);
    });
  }

  async edit(body: NoticeUpdateBody, userName: string) {
    const { noticeId, ...fields } = body;
    const values = this.values(fields);
    await this.repo.db.transaction(async (tx) => {
      if (!(await this.repo.update(noticeId, values, userName, tx))) throw notFound();
      await this.uploads.claim([values.noticeContent], tx);
    });
  }

  async remove(ids: number[]) {
    if (!(await this.repo.delete(ids))) throw notFound();
  }
}
