import { addProjectUsersBody, projectRoleQuery, userCreate } from '@zj/contract';
import type { App } from '../app.ts';
import type { Principal } from '../core/access/access.ts';
import { projectRolesModule } from '../modules/project-roles/index.ts';
import { usersModule } from '../modules/users/index.ts';

/** The password of every demo user (documented in README.md and docs/operations.md). */
export const DEMO_PASSWORD = 'demo123';

/** The demo's people: system role 普通角色 only; what they do comes from their project role. */
export const DEMO_USERS = [
  // userType: the member's unit (施工单位 '0', 建设单位 '1', 监理单位 '2').
  {
    userName: 'zhanggong',
    nickName: '张工',
    roleKey: 'inspector',
    deptId: 103,
    phonenumber: '13800000001',
    userType: '0',
  },
  {
    userName: 'ligong',
    nickName: '李工',
    roleKey: 'rectifier',
    deptId: 102,
    phonenumber: '13800000002',
    userType: '0',
  },
  {
    userName: 'wanggong',
    nickName: '王工',
    roleKey: 'approver',
    deptId: 103,
    phonenumber: '13800000003',
    userType: '2',
  },
  { userName: 'zhaogong', nickName: '赵工', roleKey: 'member', deptId: 104, phonenumber: '13800000004', userType: '1' },
] as const;

/** The project the demo's records are in (of the projects module's demo tree). */
export const DEMO_PROJECT_CODE = 'ZJ-2024-001';

/** The seeded system role every demo user holds (普通角色). */
const COMMON_ROLE_ID = 2;
/** What each demo user's password is while the seed sets the documented one (as the user, like a first login). */
const FIRST_PASSWORD = 'first-demo-pass';

export type DemoPeople = Record<(typeof DEMO_USERS)[number]['roleKey'], Principal>;

/** The demo's people: created by the admin with 普通角色, each sets the documented password, members by project role. */
export async function seedDemoPeople(
  kernel: App['kernel'],
  admin: Principal,
  projectId: number,
  signIn: (userId: number, userName: string) => Promise<Principal>,
): Promise<DemoPeople> {
  const { users, profile } = kernel.use(usersModule);
  const { projectRoles, projectMembers } = kernel.use(projectRolesModule);
  const { rows: roles } = await projectRoles.list(
    projectId,
    {},
    projectRoleQuery.parse({ projectId, pageNum: 1, pageSize: 50 }),
  );
  const people: DemoPeople = {} as never;
  for (const u of DEMO_USERS) {
    const userId = await users.create(
      admin,
      userCreate.parse({
        userName: u.userName,
        nickName: u.nickName,
        password: FIRST_PASSWORD,
        deptId: u.deptId,
        phonenumber: u.phonenumber,
        roleIds: [COMMON_ROLE_ID],
        remark: '演示账号',
      }),
    );
    const first = await signIn(userId, u.userName);
    await profile.updatePwd(first, FIRST_PASSWORD, DEMO_PASSWORD);
    // Members by project role only.
    const role = roles.find((r) => r.roleKey === u.roleKey);
    await projectMembers.add(
      admin,
      addProjectUsersBody.parse({ projectId, userIds: [userId], roleId: role?.roleId ?? null, userType: u.userType }),
    );
    people[u.roleKey] = await signIn(userId, u.userName);
  }
  return people;
}
