import { projectRolesApi as api, MEMBER_OPTIONS_MAX, msg } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { ProjectRoleServices } from './project-role-services.ts';

/**
 * /business/projectRole: project roles and the caller's project permissions; the members of a
 * project (list, add, remove, admin flag, role, unit type).
 */
export async function projectRolesRoutes(app: AppInstance, { projectRoles, projectMembers }: ProjectRoleServices) {
  // Roles
  serve(app, api.list, async (request) => {
    const { projectId, ...filter } = request.query;
    return projectRoles.list(projectId, filter, request.query);
  });
  serve(app, api.menuTree, async (request) =>
    said(msg('common.success', request.lang), await projectRoles.menuTree(request.params.id)),
  );
  serve(app, api.permissionMap, async (request) =>
    projectRoles.permissionMap(principalOf(request), request.params.userId),
  );
  serve(app, api.get, async (request) => projectRoles.get(request.params.id));
  serve(app, api.add, async (request) => void (await projectRoles.create(principalOf(request), request.body)));
  serve(app, api.edit, async (request) => void (await projectRoles.update(principalOf(request), request.body)));
  serve(app, api.remove, async (request) => void (await projectRoles.remove(request.params.id)));
  // Members
  serve(app, api.memberOptions, async (request) => {
    const { rows, total } = await projectMembers.list(
      request.params.id,
      {},
      { pageNum: 1, pageSize: MEMBER_OPTIONS_MAX, orderByColumn: undefined, isAsc: undefined },
    );
    return {
      rows: rows.map(({ userId, userName, nickName, deptName }) => ({ userId, userName, nickName, deptName })),
      total,
    };
  });
  serve(app, api.members, async (request) => projectMembers.list(request.params.id, request.query, request.query));
  serve(app, api.addMembers, async (request) => void (await projectMembers.add(principalOf(request), request.body)));
  serve(app, api.removeMembers, async (request) => {
    const { projectId, userIds } = request.params;
    return void (await projectMembers.remove(principalOf(request), projectId, userIds));
  });
  serve(app, api.setAdmin, async (request) => void (await projectMembers.setAdmin(principalOf(request), request.body)));
  serve(app, api.setRole, async (request) => void (await projectMembers.setRole(principalOf(request), request.body)));
  serve(app, api.setType, async (request) => void (await projectMembers.setType(request.body)));
}
