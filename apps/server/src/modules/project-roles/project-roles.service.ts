import type {
  ApiOut,
  ProjectRoleCreate,
  ProjectRoleList,
  ProjectRoleMenuTree,
  ProjectRoleUpdate,
  projectRoleDetail,
  projectRoleRow,
} from '@zj/contract';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import type { Tx } from '../../core/db/client.ts';
import { isUniqueViolation } from '../../core/db/errors.ts';
import { toTreeSelect } from '../../core/db/tree.ts';
import { AppError, badRequest, forbidden, notFound } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { ProjectRoleFilter, ProjectRolesRepository, ProjectRoleWithCount } from './project-roles.repository.ts';

type RoleFields = Omit<ProjectRoleCreate, 'projectId'>;

/**
 * Project roles (spec 01 §6): roles inside one project granting menus of the project group.
 * The guard has already checked the caller's standing in the project the call names.
 */
export class ProjectRolesService {
  constructor(
    private readonly repo: ProjectRolesRepository,
    private readonly access: Pick<ProjectAccess, 'permissionMap'>,
  ) {}

  row = (r: ProjectRoleWithCount): ApiOut<typeof projectRoleRow> => ({
    roleId: r.roleId,
    projectId: r.projectId,
    roleName: r.roleName,
    roleKey: r.roleKey,
    roleSort: r.roleSort,
    status: r.status,
    remark: r.remark,
    createTime: r.createTime,
    userCount: r.userCount,
  });

  async list(projectId: number, filter: ProjectRoleFilter, page: ProjectRoleList) {
    const { rows, total } = await this.repo.page(projectId, filter, page);
    return { rows: rows.map(this.row), total };
  }

  async get(roleId: number): Promise<ApiOut<typeof projectRoleDetail>> {
    const role = await this.repo.byId(roleId);
    if (!role) throw notFound();
    return { ...this.row(role), menuIds: await this.repo.menuIds(roleId) };
  }

  /** The project group's menu tree and the role's menus; role 0 is a new role (nothing checked). */
  async menuTree(roleId: number): Promise<ProjectRoleMenuTree> {
    if (roleId !== 0 && !(await this.repo.byId(roleId))) throw notFound();
    const menus = await this.repo.groupMenus();
    return {
      menus: toTreeSelect(menus, (m) => ({ id: m.menuId, parentId: m.parentId, label: m.menuName })),
      checkedKeys: roleId === 0 ? [] : await this.repo.menuIds(roleId),
    };
  }

  /** Project id → permissions of a user: callers other than system admins ask only for themselves. */
  permissionMap(p: Principal, userId: number) {
    if (!isAdmin(p) && p.userId !== userId) throw forbidden();
    return this.access.permissionMap(userId);
  }

  async create(p: Principal, body: ProjectRoleCreate): Promise<number> {
    return this.save(body, undefined, (tx) =>
      this.repo.insert({ ...this.fields(body), projectId: body.projectId, createBy: p.userName }, tx),
    );
  }

  async update(p: Principal, body: ProjectRoleUpdate): Promise<void> {
    const current = await this.repo.byId(body.roleId);
    if (!current) throw notFound();
    if (current.projectId !== body.projectId) throw badRequest('projectRole.otherProject');
    await this.save(body, body.roleId, async (tx) => {
      const values = { ...this.fields(body), updateBy: p.userName, updateTime: new Date() };
      if (!(await this.repo.update(body.roleId, values, tx))) throw notFound();
      return body.roleId;
    });
  }

  /** Deletes a role no member holds. */
  async remove(roleId: number): Promise<void> {
    await this.repo.db.transaction(async (tx) => {
      const role = await this.repo.byId(roleId, tx);
      if (!role) throw notFound();
      // Membership changes lock the project row: holding it keeps a member from taking the role meanwhile.
      await this.repo.liveProject(role.projectId, tx, true);
      if (await this.repo.inUse(roleId, tx)) throw badRequest('projectRole.inUse');
      await this.repo.delete(roleId, tx);
    });
  }

  private fields(body: RoleFields) {
    return {
      roleName: body.roleName,
      roleKey: body.roleKey,
      roleSort: body.roleSort ?? 0,
      status: body.status ?? '0',
      remark: body.remark ?? null,
    };
  }

  /** Checks the project, the unique name and key and the menus, then writes role and menus in one transaction. */
  private async save(body: ProjectRoleCreate, exceptId: number | undefined, write: (tx: Tx) => Promise<number>) {
    if (!(await this.repo.liveProject(body.projectId))) throw new AppError(404, 'project.notFound');
    await this.checkUnique(body, exceptId);
    const menuIds = [...new Set(body.menuIds ?? [])];
    const allowed = new Set((await this.repo.groupMenus()).map((m) => m.menuId));
    if (menuIds.some((id) => !allowed.has(id))) throw badRequest('validation.invalid', { field: 'menuIds' });
    try {
      return await this.repo.db.transaction(async (tx) => {
        const roleId = await write(tx);
        await this.repo.setMenus(roleId, menuIds, tx);
        return roleId;
      });
    } catch (error) {
      // A concurrent save can still hit the unique indexes: answer it like the check above.
      if (isUniqueViolation(error)) await this.checkUnique(body, exceptId);
      throw error;
    }
  }

  private async checkUnique(body: ProjectRoleCreate, exceptId?: number) {
    const params = { name: body.roleName };
    if (await this.repo.taken(body.projectId, 'roleName', body.roleName, exceptId))
      throw badRequest('projectRole.nameExists', params);
    if (await this.repo.taken(body.projectId, 'roleKey', body.roleKey, exceptId))
      throw badRequest('projectRole.keyExists', params);
  }
}
