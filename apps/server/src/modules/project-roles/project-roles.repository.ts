import { PROJECT_MENU_ROOT, type ProjectRoleList } from '@zj/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { countWhere, existsWhere, otherThan, pageOf } from '../../core/db/paging.ts';
import { rowsOf } from '../../core/db/rows.ts';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { bizProjectRole, bizProjectRoleMenu } from '../../core/project/project-roles.tables.ts';
import { bizProject, bizProjectUser } from '../../core/project/projects.tables.ts';

export type ProjectRole = typeof bizProjectRole.$inferSelect;
export type ProjectRoleWithCount = ProjectRole & { userCount: number };
export type ProjectRoleValues = Omit<typeof bizProjectRole.$inferInsert, 'roleId'>;
export interface ProjectRoleFilter {
  roleName?: string | undefined;
  status?: string | undefined;
}
export interface GroupMenu {
  menuId: number;
  parentId: number;
  menuName: string;
}

/** The project a role belongs to (the project lookup `projectRole`). */
export async function projectOfRole(roleId: number, db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ projectId: bizProjectRole.projectId })
    .from(bizProjectRole)
    .where(eq(bizProjectRole.roleId, roleId))
    .limit(1);
  return row?.projectId;
}

/** Members holding the role (biz_project_user_role_idx); qualified by hand, drizzle leaves columns bare here. */
const userCount = sql<number>`(select count(*)::int from ${bizProjectUser} pu where pu.role_id = ${bizProjectRole}.role_id)`;

export class ProjectRolesRepository {
  constructor(readonly db: Db) {}

  /** One page of a project's roles by sort order (biz_project_role_sort_idx). */
  async page(projectId: number, filter: ProjectRoleFilter, page: PageSort<ProjectRoleList>) {
    const condition: SQL | undefined = and(
      eq(bizProjectRole.projectId, projectId),
      contains(bizProjectRole.roleName, filter.roleName),
      filter.status ? eq(bizProjectRole.status, filter.status) : undefined,
    );
    const { limit, offset } = pageOf(page);
    const [rows, total] = await Promise.all([
      this.db
        .select({ role: bizProjectRole, userCount })
        .from(bizProjectRole)
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              roleId: bizProjectRole.roleId,
              roleName: bizProjectRole.roleName,
              roleKey: bizProjectRole.roleKey,
              roleSort: bizProjectRole.roleSort,
              status: bizProjectRole.status,
              createTime: bizProjectRole.createTime,
            },
            bizProjectRole.roleId,
            [asc(bizProjectRole.roleSort), asc(bizProjectRole.roleId)],
          ),
        )
        .limit(limit)
        .offset(offset),
      countWhere(this.db, bizProjectRole, condition),
    ]);
    return { rows: rows.map((r) => ({ ...r.role, userCount: r.userCount })), total };
  }

  async byId(roleId: number, tx: Tx = this.db): Promise<ProjectRoleWithCount | undefined> {
    const [row] = await tx
      .select({ role: bizProjectRole, userCount })
      .from(bizProjectRole)
      .where(eq(bizProjectRole.roleId, roleId))
      .limit(1);
    return row && { ...row.role, userCount: row.userCount };
  }

  async menuIds(roleId: number): Promise<number[]> {
    const rows = await this.db
      .select({ menuId: bizProjectRoleMenu.menuId })
      .from(bizProjectRoleMenu)
      .where(eq(bizProjectRoleMenu.roleId, roleId))
      .orderBy(asc(bizProjectRoleMenu.menuId));
    return rows.map((r) => r.menuId);
  }

  /** A live (not deleted) project's name, locked for the rest of the transaction when `lock`. */
  async liveProject(projectId: number, tx: Tx = this.db, lock = false) {
    const query = tx
      .select({ projectId: bizProject.projectId, projectName: bizProject.projectName })
      .from(bizProject)
      .where(and(eq(bizProject.projectId, projectId), eq(bizProject.delFlag, '0')))
      .limit(1);
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }

  /** Another role of the project that already uses the name or key. */
  async taken(projectId: number, column: 'roleName' | 'roleKey', value: string, exceptId?: number, tx: Tx = this.db) {
    return existsWhere(
      tx,
      bizProjectRole,
      and(
        eq(bizProjectRole.projectId, projectId),
        eq(bizProjectRole[column], value),
        otherThan(bizProjectRole.roleId, exceptId),
      ),
    );
  }

  async insert(values: ProjectRoleValues, tx: Tx): Promise<number> {
    const [row] = await tx.insert(bizProjectRole).values(values).returning({ roleId: bizProjectRole.roleId });
    if (!row) throw new Error('project role insert returned nothing');
    return row.roleId;
  }

  /** Answers whether the role (still) exists. */
  async update(roleId: number, values: Partial<ProjectRoleValues>, tx: Tx): Promise<boolean> {
    const rows = await tx
      .update(bizProjectRole)
      .set(values)
      .where(eq(bizProjectRole.roleId, roleId))
      .returning({ id: bizProjectRole.roleId });
    return rows.length > 0;
  }

  async setMenus(roleId: number, menuIds: number[], tx: Tx): Promise<void> {
    await tx.delete(bizProjectRoleMenu).where(eq(bizProjectRoleMenu.roleId, roleId));
    if (menuIds.length) await tx.insert(bizProjectRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
  }

  /** Deletes the role and its menus; answers whether it existed. */
  async delete(roleId: number, tx: Tx): Promise<boolean> {
    await tx.delete(bizProjectRoleMenu).where(eq(bizProjectRoleMenu.roleId, roleId));
    const rows = await tx
      .delete(bizProjectRole)
      .where(eq(bizProjectRole.roleId, roleId))
      .returning({ id: bizProjectRole.roleId });
    return rows.length > 0;
  }

  /** Whether some member holds the role. */
  async inUse(roleId: number, tx: Tx): Promise<boolean> {
    return existsWhere(tx, bizProjectUser, eq(bizProjectUser.roleId, roleId));
  }

  /**
   * The enabled menus of the project group: menu '项目' and its enabled descendants, buttons
   * included (walks sys_menu_parent_idx; a disabled menu hides its subtree).
   */
  async groupMenus(tx: Tx = this.db): Promise<GroupMenu[]> {
    const result = await tx.execute(sql`
      with recursive tree as (
        select ${sysMenu.menuId} as menu_id, ${sysMenu.parentId} as parent_id, ${sysMenu.menuName} as menu_name,
               ${sysMenu.orderNum} as order_num
        from ${sysMenu} where ${sysMenu.menuId} = ${PROJECT_MENU_ROOT} and ${sysMenu.status} = '0'
        union all
        select m.menu_id, m.parent_id, m.menu_name, m.order_num
        from ${sysMenu} m join tree on m.parent_id = tree.menu_id
        where m.status = '0'
      )
      select menu_id::int as "menuId", parent_id::int as "parentId", menu_name as "menuName"
      from tree order by parent_id, order_num, menu_id`);
    return rowsOf<GroupMenu>(result);
  }
}
