import { and, count, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { newestFirst, pageOf } from '../../core/db/paging.ts';
import { bizProject, bizProjectNews } from '../../core/project/projects.tables.ts';

/** Reads project news (项目动态) of the projects under a visibility condition. */
export class ProjectNewsRepository {
  constructor(readonly db: Db) {}

  private where(scope: SQL, projectId: number | undefined, extra?: SQL) {
    return and(scope, projectId !== undefined ? eq(bizProjectNews.projectId, projectId) : undefined, extra);
  }

  /** One page of news, newest first (matches the news indexes' order). */
  async page(scope: SQL, projectId: number | undefined, page: { pageNum: number; pageSize: number }) {
    const condition = this.where(scope, projectId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          newsId: bizProjectNews.newsId,
          projectId: bizProjectNews.projectId,
          projectName: bizProject.projectName,
          newsType: bizProjectNews.newsType,
          title: bizProjectNews.title,
          titleKey: bizProjectNews.titleKey,
          titleParams: bizProjectNews.titleParams,
          createBy: bizProjectNews.createBy,
          createTime: bizProjectNews.createTime,
        })
        .from(bizProjectNews)
        .innerJoin(bizProject, eq(bizProject.projectId, bizProjectNews.projectId))
        .where(condition)
        .orderBy(newestFirst(bizProjectNews.createTime), newestFirst(bizProjectNews.newsId))
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db
        .select({ n: count() })
        .from(bizProjectNews)
        .innerJoin(bizProject, eq(bizProject.projectId, bizProjectNews.projectId))
        .where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** News counts per month (`YYYY-MM` in the zone) since an instant. */
  async perMonth(scope: SQL, projectId: number | undefined, since: Date, zone: string) {
    const month = sql<string>`to_char(${bizProjectNews.createTime} at time zone ${zone}, 'YYYY-MM')`;
    return (
      this.db
        .select({ month, count: count() })
        .from(bizProjectNews)
        .innerJoin(bizProject, eq(bizProject.projectId, bizProjectNews.projectId))
        .where(this.where(scope, projectId, gte(bizProjectNews.createTime, since)))
        // By position: the zone is a parameter, so the select and group expressions would differ.
        .groupBy(sql`1`)
    );
  }
}
