import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { acceptLeavePrompts, changeInitialPassword, loginAs, loginAsAdmin } from '../support/session.ts';

/** Calls the real API as the administrator (setup only; what the test checks happens in the browser). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const token = (await login.json()).data.access_token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await request.fetch(`/prod-api${url}`, { method, headers, ...(data ? { data } : {}) });
    const body = await res.json();
    expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  };
  return call;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  acceptLeavePrompts(page);
  return page;
}

test('a member selects a project, opens its dashboard and receives a message live', async ({ browser, request }) => {
  const api = await adminApi(request);

  // Setup: a staff role with the project menus, a member, and a project the member belongs to.
  await api('POST', '/system/role', {
    roleName: '项目人员',
    roleKey: 'e2e_staff',
    roleSort: 5,
    menuIds: [2, 1110, 1111, 233, 520, 521, 522, 236],
  });
  const roles = await api('GET', '/system/role/list?roleKey=e2e_staff');
  const roleId = roles.rows[0].roleId as number;
  await api('POST', '/system/user', {
    userName: 'member1',
    nickName: '成员一',
    password: 'member123',
    deptId: 103,
    roleIds: [roleId],
  });
  const users = await api('GET', '/system/user/list?userName=member1');
  const memberId = users.rows[0].userId as number;
  const first = await api('POST', '/business/project/create', { projectName: '滨江花园一期', status: '1' });
  const firstId = first.data.projectId as number;
  const memberRole = async (projectId: number) =>
    (await api('GET', `/business/projectRole/list?projectId=${projectId}`)).rows.find(
      (r: { roleKey: string }) => r.roleKey === 'member',
    ).roleId as number;
  await api('PUT', '/business/projectRole/addUserProjectRole', {
    projectId: firstId,
    userIds: [memberId],
    roleId: await memberRole(firstId),
    userType: '0',
  });

  // The member logs in: one unread message (added to the project), and the project in the selector.
  const member = await newPage(browser);
  await loginAs(member, 'member1', 'member123');
  // created by the administrator: the initial password is changed first
  await changeInitialPassword(member, 'member123', 'member456');
  await expect(member.getByTestId('welcome-card')).toBeVisible();
  await expect(member.getByTestId('message-badge')).toContainText('1');
  await member.getByTestId('project-selector').hover();
  await member.getByTestId(`project-tree-node-${firstId}`).click();
  await expect(member.getByTestId('current-project-name')).toHaveText('滨江花园一期');
  expect(await member.evaluate(() => localStorage.getItem('projectId'))).toBe(String(firstId));

  // The dashboard of the project shows its figures.
  await member.goto(`#/projectDashboard/${firstId}`);
  await expect(member.getByTestId('project-dashboard')).toContainText('滨江花园一期');
  await expect(member.getByTestId('dashboard-figure-members')).toContainText('2');

  // The administrator adds the member to a second project from the member screen.
  const admin = await newPage(browser);
  await loginAsAdmin(admin);
  const second = await api('POST', '/business/project/create', { projectName: '地铁上盖二期', status: '1' });
  const secondId = second.data.projectId as number;
  await api('PUT', '/business/projectRole/addUserProjectRole', {
    projectId: secondId,
    userIds: [memberId],
    roleId: await memberRole(secondId),
    userType: '1',
  });

  // Pushed live: the bell count changes without a reload.
  await expect(member.getByTestId('message-badge')).toContainText('2');

  // The member opens the newest message from the drawer; it becomes read.
  await member.getByTestId('message-bell').click();
  const drawer = member.getByTestId('message-drawer');
  // The related record shows by its name (issue 12 item 22), not as 项目 #id.
  await expect(drawer).toContainText('关联记录：项目「地铁上盖二期」');
  await drawer.getByText('您已被加入项目「地铁上盖二期」').click();
  await expect(member.getByTestId('message-badge')).toContainText('1');
  await member.getByTestId('message-tab-read').click();
  await expect(drawer).toContainText('地铁上盖二期');
});

test('an administrator creates a project, manages its members and roles, and archives it', async ({
  browser,
  request,
}) => {
  const api = await adminApi(request);
  await api('POST', '/system/user', { userName: 'member2', nickName: '成员二', password: 'member123', deptId: 103 });
  const admin = await newPage(browser);
  await loginAsAdmin(admin);

  // 项目列表: create a project with coordinates
  await admin.goto('#/project');
  await admin.getByTestId('project-add').click();
  await admin.getByTestId('project-form-name').fill('江湾科技园');
  await admin.getByTestId('project-form-code').fill('JW-001');
  await admin.getByTestId('project-form-longitude').fill('121.5');
  await admin.getByTestId('project-form-latitude').fill('31.3');
  await admin.getByTestId('project-form-submit').click();
  const card = admin
    .getByTestId('project-list-page')
    .locator('[data-testid^="project-card-"]', { hasText: '江湾科技园' });
  await expect(card).toBeVisible();
  const projectId = Number((await card.getAttribute('data-testid'))?.replace('project-card-', ''));
  expect(projectId).toBeGreaterThan(0);

  // opening it shows its dashboard and makes it the current project
  await card.getByText('江湾科技园').first().click();
  await expect(admin.getByTestId('project-dashboard')).toContainText('江湾科技园');
  await expect.poll(() => admin.evaluate(() => localStorage.getItem('projectId'))).toBe(String(projectId));

  // 项目成员: add member2 with the default role
  await admin.goto('#/business/member/projectUser');
  await admin.getByTestId('member-user-add').click();
  await admin.getByTestId('member-user-picker-name').fill('member2');
  await admin.getByTestId('member-user-picker-search').click();
  await admin.locator('[data-testid^="member-user-pick-"]', { hasText: 'member2' }).locator('.ant-checkbox').click();
  await admin.getByTestId('member-user-add-role').click();
  await admin.locator('.ant-select-dropdown:visible').getByTitle('项目成员', { exact: true }).click();
  await admin.getByTestId('member-user-add-submit').click();
  await expect(admin.getByTestId('member-user-table')).toContainText('成员二');
  const members = await api('GET', `/business/projectRole/getProjectUsers/${projectId}`);
  expect(members.rows.map((r: { userName: string }) => r.userName).sort()).toEqual(['admin', 'member2']);

  // 组织架构 and 项目角色 show the project's people and roles
  await admin.goto('#/business/member/architecture');
  await expect(admin.getByTestId('org-chart')).toContainText('成员二');
  await admin.goto('#/business/member/projectRole');
  await expect(admin.getByTestId('member-role-table')).toContainText('项目成员');

  // 地图: the project is placed at its coordinates
  await admin.goto('#/projectMap');
  await expect(admin.getByTestId('project-map')).toBeVisible();
  await expect(admin.getByTestId(`map-located-${projectId}`)).toBeVisible();

  // archive it from the list, then restore it from 归档项目
  await admin.goto('#/project');
  await admin.getByTestId(`project-place-${projectId}`).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(admin.getByTestId(`project-card-${projectId}`)).toHaveCount(0);
  await admin.goto('#/system/place');
  await admin.getByTestId(`place-restore-${projectId}`).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(admin.getByTestId('place-page')).not.toContainText('江湾科技园');
  const project = await api('GET', `/business/project/${projectId}`);
  expect(project.data.isPlace).toBe('0');
});
