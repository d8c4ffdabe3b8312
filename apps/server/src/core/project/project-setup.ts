import type { Tx } from '../../core/db/client.ts';
import { bizProjectRole, bizProjectRoleMenu } from './project-roles.tables.ts';
import { bizProjectUser } from './projects.tables.ts';

/** The default project role of a new project: '项目成员', read-only pages of the project group. */
export const DEFAULT_PROJECT_ROLE = { roleName: '项目成员', roleKey: 'member', roleSort: 1 } as const;

/**
 * Its menus (fixed ids of the menu plan and the modules): the project directory, project
 * list/query buttons, member management (roles, members, organization pages, without their
 * buttons), recently visited and the map, and every quality and safety page to read — 问题追踪,
 * 质量检查 with its tab 质量问题, 安全检查, the two dashboards, 质量报告, 安全报告, 质量文件,
 * 安全文件 — with the buttons that read a problem (query, list) — and the schedule to read: 进度计划,
 * 施工日志, 措施计划, 生产进度, 每日对比. A member may open what they are sent (an assigned problem,
 * a special inspection notice, a plan to approve) and follow the project; nothing more.
 */
export const DEFAULT_PROJECT_ROLE_MENUS = [
  2, 1110, 1111, 233, 520, 521, 522, 236, 241,
  // 问题追踪 and 问题查询; 质量检查 and its 质量问题 list/query; 安全检查 and its list/query.
  214, 2140, 237, 1373, 1374, 238, 1400, 1401,
  // 质量看板, 安全看板, 质量报告, 安全报告, 质量文件, 安全文件.
  223, 224, 225, 226, 239, 240,
  // 进度计划 and 进度计划查询, 施工日志, 措施计划 and 措施计划查询, 生产进度, 每日对比 (migration 0038).
  217, 1440, 218, 213, 1450, 212, 220,
] as const;

/**
 * The other roles every new project starts with (spec 01 §6's project check; menu ids as above).
 * Each holds the member's menus and what its part of the problem → rectification → approval loop
 * needs; the project admin (`is_admin`) holds everything.
 */
export const PROJECT_ROLE_TEMPLATES = [
  { ...DEFAULT_PROJECT_ROLE, menuIds: DEFAULT_PROJECT_ROLE_MENUS },
  {
    roleName: '检查员',
    roleKey: 'inspector',
    roleSort: 2,
    menuIds: [
      ...DEFAULT_PROJECT_ROLE_MENUS,
      // 质量检查新增 (inspections); quality and safety problems: add, edit, export.
      1370,
      1375,
      1376,
      1378,
      1402,
      1403,
      1405,
      // Problems: add, edit, close, export, comment, special inspection notice, share; 安全报告新增.
      2141,
      2142,
      2144,
      2145,
      2147,
      2150,
      2151,
      1395,
    ],
  },
  {
    roleName: '整改人',
    roleKey: 'rectifier',
    roleSort: 3,
    // Adds a rectification, talks about it, applies for completion.
    menuIds: [...DEFAULT_PROJECT_ROLE_MENUS, 2146, 2147, 2148],
  },
  {
    roleName: '审批人',
    roleKey: 'approver',
    roleSort: 4,
    // Talks about a problem and approves rectifications (整改审批: offered the project's approvals).
    menuIds: [...DEFAULT_PROJECT_ROLE_MENUS, 2147, 2152],
  },
] as const;

/**
 * What every new project starts with, in the caller's transaction: the seeded project roles
 * (项目成员, 检查员, 整改人, 审批人) and its founder as project admin (holding 项目成员, so they keep
 * reading if demoted). Answers the default role's id.
 */
export async function setUpProject(
  tx: Tx,
  projectId: number,
  founder: { userId: number; userName: string },
): Promise<number> {
  const roles = await tx
    .insert(bizProjectRole)
    .values(
      PROJECT_ROLE_TEMPLATES.map(({ roleName, roleKey, roleSort }) => ({
        roleName,
        roleKey,
        roleSort,
        projectId,
        createBy: founder.userName,
      })),
    )
    .returning({ roleId: bizProjectRole.roleId, roleKey: bizProjectRole.roleKey });
  const idOf = new Map(roles.map((r) => [r.roleKey, r.roleId]));
  const member = idOf.get(DEFAULT_PROJECT_ROLE.roleKey);
  if (member === undefined) throw new Error('project role insert returned nothing');
  await tx.insert(bizProjectRoleMenu).values(
    PROJECT_ROLE_TEMPLATES.flatMap((template) => {
      const roleId = idOf.get(template.roleKey) ?? member;
      return [...new Set<number>(template.menuIds)].map((menuId) => ({ roleId, menuId }));
    }),
  );
  await tx.insert(bizProjectUser).values({
    projectId,
    userId: founder.userId,
    roleId: member,
    isAdmin: '1',
    userType: '0',
    createBy: founder.userName,
  });
  return member;
}
