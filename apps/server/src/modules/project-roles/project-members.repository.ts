import type { ProjectUsersList } from '@zj/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { pageOf } from '../../core/db/paging.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import { sysUser } from '../../core/identity/users.tables.ts';
import { bizProjectRole } from '../../core/project/project-roles.tables.ts';
import { bizProjectUser } from '../../core/project/projects.tables.ts';

export interface MemberFilter {
  userName?: string | undefined;
  nickName?: string | undefined;
  roleId?: number | undefined;
  userType?: string | undefined;
}
export type MemberValues = Partial<Pick<typeof bizProjectUser.$inferInsert, 'roleId' | 'isAdmin' | 'userType'>>;

const present = eq(sysUser.delFlag, '0');
const ofProject = (projectId: number) => eq(bizProjectUser.projectId, projectId);

/** Members of projects (biz_project_user) with their users; the project row is locked by the service. */
export class ProjectMembersRepository {
  constructor(readonly db: Db) {}

  /** One page of a project's members: admins first, then by join time (present users only). */
  async page(projectId: number, filter: MemberFilter, page: PageSort<ProjectUsersList>) {
    const condition: SQL | undefined = and(
      ofProject(projectId),
      present,
      contains(sysUser.userName, filter.userName),
      contains(sysUser.nickName, filter.nickName),
      filter.roleId ? eq(bizProjectUser.roleId, filter.roleId) : undefined,
      filter.userType ? eq(bizProjectUser.userType, filter.userType) : undefined,
    );
    const { limit, offset } = pageOf(page);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          projectId: bizProjectUser.projectId,
          userId: bizProjectUser.userId,
          userName: sysUser.userName,
          nickName: sysUser.nickName,
          phonenumber: sysUser.phonenumber,
          deptName: sysDept.deptName,
          roleId: bizProjectUser.roleId,
          roleName: bizProjectRole.roleName,
          isAdmin: bizProjectUser.isAdmin,
          userType: bizProjectUser.userType,
          joinTime: bizProjectUser.createTime,
        })
        .from(bizProjectUser)
        .innerJoin(sysUser, eq(sysUser.userId, bizProjectUser.userId))
        .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
        .leftJoin(bizProjectRole, eq(bizProjectRole.roleId, bizProjectUser.roleId))
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              userId: bizProjectUser.userId,
              userName: sysUser.userName,
              nickName: sysUser.nickName,
              userType: bizProjectUser.userType,
              joinTime: bizProjectUser.createTime,
            },
            bizProjectUser.userId,
            [
              sql`${bizProjectUser.isAdmin} desc nulls last`,
              asc(bizProjectUser.createTime),
              asc(bizProjectUser.userId),
            ],
          ),
        )
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(bizProjectUser)
        .innerJoin(sysUser, eq(sysUser.userId, bizProjectUser.userId))
        .where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** Present users among the ids, with their nick names. */
  liveUsers(userIds: number[], tx: Tx) {
    return tx
      .select({ userId: sysUser.userId, nickName: sysUser.nickName })
      .from(sysUser)
      .where(and(inArray(sysUser.userId, userIds), present));
  }

  /** The memberships of the given users in the project, with the users' nick names. */
  members(projectId: number, userIds: number[], tx: Tx) {
    return tx
      .select({
        userId: bizProjectUser.userId,
        nickName: sysUser.nickName,
        isAdmin: bizProjectUser.isAdmin,
        roleId: bizProjectUser.roleId,
      })
      .from(bizProjectUser)
      .innerJoin(sysUser, eq(sysUser.userId, bizProjectUser.userId))
      .where(and(ofProject(projectId), inArray(bizProjectUser.userId, userIds)));
  }

  /** Project admins who are present users. */
  async adminCount(projectId: number, tx: Tx): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(bizProjectUser)
      .innerJoin(sysUser, eq(sysUser.userId, bizProjectUser.userId))
      .where(and(ofProject(projectId), eq(bizProjectUser.isAdmin, '1'), present));
    return row?.n ?? 0;
  }

  async insert(
    projectId: number,
    userIds: number[],
    values: { roleId: number | null; userType: string; createBy: string },
    tx: Tx,
  ) {
    if (!userIds.length) return;
    await tx.insert(bizProjectUser).values(userIds.map((userId) => ({ projectId, userId, isAdmin: '0', ...values })));
  }

  async update(projectId: number, userIds: number[], values: MemberValues, tx: Tx): Promise<number> {
    if (!userIds.length) return 0;
    const rows = await tx
      .update(bizProjectUser)
      .set(values)
      .where(and(ofProject(projectId), inArray(bizProjectUser.userId, userIds)))
      .returning({ userId: bizProjectUser.userId });
    return rows.length;
  }

  async delete(projectId: number, userIds: number[], tx: Tx): Promise<number> {
    const rows = await tx
      .delete(bizProjectUser)
      .where(and(ofProject(projectId), inArray(bizProjectUser.userId, userIds)))
      .returning({ userId: bizProjectUser.userId });
    return rows.length;
  }
}
