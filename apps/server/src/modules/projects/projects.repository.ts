import type { ProjectQuery, projectQuery } from '@zj/contract';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { countWhere, existsWhere, otherThan, pageOf } from '../../core/db/paging.ts';
import type { ProjectRecord } from '../../core/project/project-access.ts';
import { bizProject } from '../../core/project/projects.tables.ts';
import { bizProjectStar } from './projects.tables.ts';

export type ProjectFilter = Omit<ProjectQuery, 'pageNum' | 'pageSize' | 'parentId' | 'status'> & {
  parentId?: number | undefined;
  status?: string | undefined;
};
export type ProjectValues = Omit<typeof bizProject.$inferInsert, 'projectId'>;

/*
 * Correlated subqueries of list rows. Drizzle leaves columns unqualified in single-table
 * queries, so the outer project is named explicitly (biz_project.project_id).
 */
/** Starred by the user: one probe of the star table's primary key. */
const starredBy = (userId: number) =>
  sql<boolean>`exists (select 1 from biz_project_star s where s.user_id = ${userId} and s.project_id = biz_project.project_id)`;
const memberCount = sql<number>`(select count(*) from biz_project_user m where m.project_id = biz_project.project_id)`;
const childCount = sql<number>`(select count(*) from biz_project c where c.parent_id = biz_project.project_id and c.del_flag = '0')`;
const bySort = [asc(bizProject.orderNum), asc(bizProject.projectId)];

/** Queries of the project rows themselves (lists, uniqueness, the tree, stars). */
export class ProjectsRepository {
  constructor(readonly db: Db) {}

  /** The list filters under a visibility condition; `archived` picks is_place. */
  condition(filter: ProjectFilter, scope: SQL, userId: number, archived: boolean): SQL | undefined {
    return and(
      scope,
      eq(bizProject.isPlace, archived ? '1' : '0'),
      contains(bizProject.projectName, filter.projectName),
      contains(bizProject.projectCode, filter.projectCode),
      filter.status ? eq(bizProject.status, filter.status) : undefined,
      filter.projectType ? eq(bizProject.projectType, filter.projectType) : undefined,
      filter.parentId !== undefined ? eq(bizProject.parentId, filter.parentId) : undefined,
      filter.star === '1' ? starredBy(userId) : undefined,
    );
  }

  /** One page of list rows: the project, the caller's star, member and live child counts. */
  async page(
    condition: SQL | undefined,
    userId: number,
    page: PageSort<z.output<typeof projectQuery>>,
    starredFirst = false,
  ) {
    const star = starredBy(userId);
    const [rows, total] = await Promise.all([
      this.db
        .select({
          project: bizProject,
          star,
          memberCount: memberCount.mapWith(Number),
          childCount: childCount.mapWith(Number),
        })
        .from(bizProject)
        .where(condition)
        .orderBy(
          ...(starredFirst ? [desc(star)] : []),
          ...orderFrom(
            page,
            {
              projectId: bizProject.projectId,
              projectName: bizProject.projectName,
              projectCode: bizProject.projectCode,
              status: bizProject.status,
              orderNum: bizProject.orderNum,
              createTime: bizProject.createTime,
            },
            bizProject.projectId,
            bySort,
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      countWhere(this.db, bizProject, condition),
    ]);
    return { rows, total };
  }

  /** Ids, parents and names of the projects under a condition, in list order (trees, pickers). */
  names(condition: SQL | undefined, limit: number) {
    return this.db
      .select({ projectId: bizProject.projectId, parentId: bizProject.parentId, projectName: bizProject.projectName })
      .from(bizProject)
      .where(condition)
      .orderBy(...bySort)
      .limit(limit);
  }

  /** Projects for the map: those without coordinates are listed beside it. */
  located(condition: SQL | undefined, limit: number) {
    return this.db
      .select({
        projectId: bizProject.projectId,
        projectName: bizProject.projectName,
        status: bizProject.status,
        address: bizProject.address,
        longitude: bizProject.longitude,
        latitude: bizProject.latitude,
        cover: bizProject.cover,
        projectType: bizProject.projectType,
      })
      .from(bizProject)
      .where(condition)
      .orderBy(...bySort)
      .limit(limit);
  }

  /** A live project under a visibility condition. */
  async byId(projectId: number, scope: SQL, tx: Tx = this.db): Promise<ProjectRecord | undefined> {
    const [row] = await tx
      .select()
      .from(bizProject)
      .where(and(eq(bizProject.projectId, projectId), scope))
      .limit(1);
    return row;
  }

  /** Another live project with the name under the same parent. */
  nameTaken(parentId: number, projectName: string, exceptId?: number, tx: Tx = this.db) {
    return this.otherLive(tx, exceptId, eq(bizProject.parentId, parentId), eq(bizProject.projectName, projectName));
  }

  /** Another live project with the code. */
  codeTaken(projectCode: string, exceptId?: number, tx: Tx = this.db) {
    return this.otherLive(tx, exceptId, eq(bizProject.projectCode, projectCode));
  }

  private otherLive(tx: Tx, exceptId: number | undefined, ...conditions: SQL[]) {
    const live = eq(bizProject.delFlag, '0');
    return existsWhere(tx, bizProject, and(live, otherThan(bizProject.projectId, exceptId), ...conditions));
  }

  async liveChildren(projectId: number, tx: Tx = this.db): Promise<number> {
    return countWhere(tx as Db, bizProject, and(eq(bizProject.parentId, projectId), eq(bizProject.delFlag, '0')));
  }

  async insert(values: ProjectValues, tx: Tx): Promise<ProjectRecord> {
    const [row] = await tx.insert(bizProject).values(values).returning();
    if (!row) throw new Error('project insert returned nothing');
    return row;
  }

  /** Updates a project and, when it moved, the ancestors of every project below it; answers the updated row. */
  async update(
    tx: Tx,
    projectId: number,
    values: Partial<ProjectValues>,
    move?: { oldPrefix: string; newPrefix: string },
  ): Promise<ProjectRecord> {
    const [row] = await tx.update(bizProject).set(values).where(eq(bizProject.projectId, projectId)).returning();
    if (!row) throw new Error(`project ${projectId} vanished during its update`);
    if (!move) return row;
    await tx
      .update(bizProject)
      .set({ ancestors: sql`${move.newPrefix} || substr(${bizProject.ancestors}, ${move.oldPrefix.length + 1})` })
      .where(
        and(
          ne(bizProject.projectId, projectId),
          sql`(${bizProject.ancestors} = ${move.oldPrefix} or ${bizProject.ancestors} like ${`${move.oldPrefix},%`})`,
        ),
      );
    return row;
  }

  /** Stars or unstars a project for a user (idempotent). */
  async setStar(userId: number, projectId: number, star: boolean): Promise<void> {
    if (star) await this.db.insert(bizProjectStar).values({ userId, projectId }).onConflictDoNothing();
    else
      await this.db
        .delete(bizProjectStar)
        .where(and(eq(bizProjectStar.userId, userId), eq(bizProjectStar.projectId, projectId)));
  }
}
