import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { countWhere } from '../../core/db/paging.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { bizProjectRole } from '../../core/project/project-roles.tables.ts';
import { bizProject, bizProjectNews, bizProjectUser } from '../../core/project/projects.tables.ts';
import { bizProjectBand, bizProjectDetail, bizProjectStar } from './projects.tables.ts';

export type DetailValues = Omit<typeof bizProjectDetail.$inferInsert, 'projectId' | 'updateBy' | 'updateTime'>;

/** What a project's screens read around it: figures, members, details, bands. */
export class ProjectViewsRepository {
  constructor(readonly db: Db) {}

  /** Members, live children, roles, news, the user's star and the bands of one project. */
  async figures(projectId: number, userId: number) {
    const [members, children, roles, news, byType, star, bands] = await Promise.all([
      countWhere(this.db, bizProjectUser, eq(bizProjectUser.projectId, projectId)),
      countWhere(this.db, bizProject, and(eq(bizProject.parentId, projectId), eq(bizProject.delFlag, '0'))),
      countWhere(this.db, bizProjectRole, eq(bizProjectRole.projectId, projectId)),
      countWhere(this.db, bizProjectNews, eq(bizProjectNews.projectId, projectId)),
      this.db
        .select({ userType: bizProjectUser.userType, count: count() })
        .from(bizProjectUser)
        .where(eq(bizProjectUser.projectId, projectId))
        .groupBy(bizProjectUser.userType)
        .orderBy(asc(bizProjectUser.userType)),
      this.db
        .select({ id: bizProjectStar.projectId })
        .from(bizProjectStar)
        .where(and(eq(bizProjectStar.userId, userId), eq(bizProjectStar.projectId, projectId)))
        .limit(1),
      this.bands(projectId),
    ]);
    return { members, children, roles, news, byType, starred: star.length > 0, bands };
  }

  bands(projectId: number) {
    return this.db
      .select({ bandId: bizProjectBand.bandId, projectId: bizProjectBand.projectId, bandName: bizProjectBand.bandName })
      .from(bizProjectBand)
      .where(eq(bizProjectBand.projectId, projectId))
      .orderBy(asc(bizProjectBand.bandId));
  }

  /** Present users of a project with their role (organization chart), admins first within a type. */
  members(projectId: number) {
    return this.db
      .select({
        userId: sysUser.userId,
        userName: sysUser.userName,
        nickName: sysUser.nickName,
        phonenumber: sysUser.phonenumber,
        roleName: bizProjectRole.roleName,
        isAdmin: bizProjectUser.isAdmin,
        userType: bizProjectUser.userType,
      })
      .from(bizProjectUser)
      .innerJoin(sysUser, and(eq(sysUser.userId, bizProjectUser.userId), eq(sysUser.delFlag, '0')))
      .leftJoin(bizProjectRole, eq(bizProjectRole.roleId, bizProjectUser.roleId))
      .where(eq(bizProjectUser.projectId, projectId))
      .orderBy(asc(bizProjectUser.userType), desc(bizProjectUser.isAdmin), asc(sysUser.userId));
  }

  /** The user's memberships in the projects under a condition (the caller's joined projects). */
  joined(userId: number, condition: SQL | undefined, limit: number) {
    return this.db
      .select({
        projectId: bizProject.projectId,
        parentId: bizProject.parentId,
        projectName: bizProject.projectName,
        status: bizProject.status,
        cover: bizProject.cover,
        isAdmin: bizProjectUser.isAdmin,
        userType: bizProjectUser.userType,
        roleId: bizProjectUser.roleId,
        roleName: bizProjectRole.roleName,
        joinTime: bizProjectUser.createTime,
        starred: bizProjectStar.projectId,
      })
      .from(bizProjectUser)
      .innerJoin(bizProject, eq(bizProject.projectId, bizProjectUser.projectId))
      .leftJoin(bizProjectRole, eq(bizProjectRole.roleId, bizProjectUser.roleId))
      .leftJoin(
        bizProjectStar,
        and(eq(bizProjectStar.projectId, bizProjectUser.projectId), eq(bizProjectStar.userId, userId)),
      )
      .where(and(eq(bizProjectUser.userId, userId), condition))
      .orderBy(asc(bizProject.orderNum), asc(bizProject.projectId))
      .limit(limit);
  }

  async detail(projectId: number) {
    const [row] = await this.db.select().from(bizProjectDetail).where(eq(bizProjectDetail.projectId, projectId));
    return row;
  }

  /** Inserts or replaces the figures of a project. */
  async saveDetail(projectId: number, values: DetailValues, updateBy: string, tx: Tx = this.db) {
    const row = { ...values, updateBy, updateTime: new Date() };
    await tx
      .insert(bizProjectDetail)
      .values({ projectId, ...row })
      .onConflictDoUpdate({ target: bizProjectDetail.projectId, set: row });
  }
}
