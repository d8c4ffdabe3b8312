import type { ApiOut, NoticeBody, NoticeQuery, NoticeUpdateBody, noticeRow } from '@zj/contract';
import { notFound } from '../../core/http/app-error.ts';
import { sanitizeRichText } from '../../core/http/rich-text.ts';
import type { Notice, NoticesRepository, NoticeValues } from './notices.repository.ts';

export class NoticesService {
  constructor(private readonly repo: NoticesRepository) {}

  row(n: Notice): ApiOut<typeof noticeRow> {
    return {
      noticeId: n.noticeId,
      noticeTitle: n.noticeTitle,
      noticeType: n.noticeType,
      noticeContent: n.noticeContent,
      status: n.status,
      createBy: n.createBy,
      createTime: n.createTime,
      updateBy: n.updateBy,
      updateTime: n.updateTime,
      remark: n.remark,
    };
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

  async add(body: NoticeBody, userName: string) {
    await this.repo.insert(this.values(body), userName);
  }

  async edit(body: NoticeUpdateBody, userName: string) {
    const { noticeId, ...fields } = body;
    if (!(await this.repo.update(noticeId, this.values(fields), userName))) throw notFound();
  }

  async remove(ids: number[]) {
    if (!(await this.repo.delete(ids))) throw notFound();
  }
}
