import { expect, type Page, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { loginAsAdmin } from '../support/session.ts';
import {
  addRectification,
  chooseProject,
  confirmDialog,
  firstLogin,
  newPage,
  openQualityProblem,
  openQualityProblems,
  photo,
  todoRow,
} from '../support/site.ts';

// Issue 22 "Access that follows project roles": three new users who hold only the seeded 普通角色
// are made an inspector, a rectifier and an approver of a new project by its project roles alone
// (no system role changed), and work the problem → rectification → approval loop through it, with
// a rejection and a resubmission, on a wide screen and on a phone.

/** The seeded system role every user holds by default. */
const COMMON_ROLE = 2;

const VIEWPORTS = [
  { name: '1440 px', width: 1440, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

/**
 * The header's 项目 (on a phone folded into the top menu's ···) opens the current project's
 * dashboard; its side menu (on a phone a drawer behind the hamburger) lists the project's pages.
 */
async function projectSideMenu(page: Page, narrow: boolean, projectId: number) {
  const dashboard = new RegExp(`#/projectDashboard/${projectId}$`);
  if (narrow) {
    // The toast of the project just chosen sits over the folded entries for a moment.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    // A click can land on the popup of an earlier visit while it closes: open it again until the
    // dashboard is reached.
    await expect(async () => {
      await page.getByTestId('top-menu').locator('.ant-menu-overflow-item-rest').click();
      await page.locator('.ant-menu-submenu-popup').getByTestId('top-menu-project').click({ timeout: 2_000 });
      await expect(page).toHaveURL(dashboard, { timeout: 2_000 });
    }).toPass();
  } else {
    await page.getByTestId('top-menu-project').click();
  }
  await expect(page).toHaveURL(dashboard);
  if (narrow) await page.getByTestId('hamburger').click();
  const menu = page.getByTestId('side-menu').filter({ visible: true });
  await expect(menu).toBeVisible();
  return menu;
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: admin adds three members by project role only → inspector → rectifier → approver rejects → resubmit → approve`, async ({
    browser,
    request,
  }) => {
    // Four people, each with a first login: a long flow on a shared machine.
    test.setTimeout(300_000);
    const size = { width: viewport.width, height: viewport.height };
    const narrow = viewport.width < 768;
    const w = viewport.width;
    const projectName = `角色示范工程${w}`;
    const problem = `三层梁底蜂窝${w}`;
    const api = await adminApi(request);

    // Setup through the API (the UI paths of creating projects and users are covered elsewhere):
    // the project, and three users with the seeded 普通角色 only.
    const projectId = (await api('POST', '/business/project/create', { projectName, status: '1' })).data
      .projectId as number;
    const user = async (userName: string, nickName: string) => {
      await api('POST', '/system/user', {
        userName,
        nickName,
        password: 'start123',
        deptId: 103,
        roleIds: [COMMON_ROLE],
      });
      const userId = (await api('GET', `/system/user/list?userName=${userName}`)).rows[0].userId as number;
      expect((await api('GET', `/system/user/${userId}`)).roleIds).toEqual([COMMON_ROLE]);
      return userId;
    };
    const people = {
      inspector: { userName: `insp${w}`, nickName: `检查员${w}`, role: '检查员' },
      rectifier: { userName: `rect${w}`, nickName: `整改员${w}`, role: '整改人' },
      approver: { userName: `appr${w}`, nickName: `审批员${w}`, role: '审批人' },
    };
    const ids = {
      inspector: await user(people.inspector.userName, people.inspector.nickName),
      rectifier: await user(people.rectifier.userName, people.rectifier.nickName),
      approver: await user(people.approver.userName, people.approver.nickName),
    };

    // The inspector is also in another project, with a narrower role there (问题追踪 only).
    const otherName = `只读示范工程${w}`;
    const otherId = (await api('POST', '/business/project/create', { projectName: otherName, status: '1' })).data
      .projectId as number;
    await api('POST', '/business/projectRole', {
      projectId: otherId,
      roleName: '问题查看',
      roleKey: 'problem_reader',
      // 项目, 项目列表/查询 (the dashboard), 问题追踪 and 问题查询.
      menuIds: [2, 1110, 1111, 214, 2140],
    });
    const readerRole = (await api('GET', `/business/projectRole/list?projectId=${otherId}`)).rows.find(
      (r: { roleKey: string }) => r.roleKey === 'problem_reader',
    ).roleId as number;
    await api('PUT', '/business/projectRole/addUserProjectRole', {
      projectId: otherId,
      userIds: [ids.inspector],
      roleId: readerRole,
    });

    // The administrator adds them in 项目成员, each with one of the project roles a new project gets.
    const admin = await newPage(browser, { viewport: size });
    await loginAsAdmin(admin);
    await chooseProject(admin, projectId, projectName);
    await admin.goto('#/business/member/projectUser');
    for (const person of Object.values(people)) {
      await admin.getByTestId('member-user-add').click();
      await admin.getByTestId('member-user-picker-name').fill(person.userName);
      await admin.getByTestId('member-user-picker-search').click();
      await admin
        .locator('[data-testid^="member-user-pick-"]', { hasText: person.userName })
        .locator('.ant-checkbox')
        .click();
      await admin.getByTestId('member-user-add-role').click();
      await admin.locator('.ant-select-dropdown:visible').getByTitle(person.role, { exact: true }).click();
      await admin.getByTestId('member-user-add-submit').click();
      await expect(admin.getByTestId('member-user-table')).toContainText(person.nickName);
    }
    const members = (await api('GET', `/business/projectRole/getProjectUsers/${projectId}`)).rows as {
      userId: number;
      roleName: string;
    }[];
    for (const [key, person] of Object.entries(people)) {
      expect(members.find((m) => m.userId === ids[key as keyof typeof ids])?.roleName).toBe(person.role);
    }

    // The inspector reports a quality problem for the rectifier.
    const inspector = await newPage(browser, { viewport: size });
    await firstLogin(inspector, people.inspector.userName);
    await chooseProject(inspector, projectId, projectName);
    // The project's pages are in the side menu.
    const menu = await projectSideMenu(inspector, narrow, projectId);
    await menu.getByTestId('side-menu-item-/business/quality').click();
    await expect(inspector).toHaveURL(/#\/business\/quality/);
    await openQualityProblems(inspector);
    await inspector.getByTestId('quality-problem-add').click({ timeout: 30_000 });
    const form = inspector.getByTestId('tracking-form');
    await form.getByTestId('tracking-form-name').fill(problem);
    await form.getByTestId('image-upload').locator('input[type=file]').setInputFiles(photo('honeycomb.png'));
    await expect(form.getByTestId('image-upload').locator('.ant-upload-list-item')).toHaveCount(1);
    await form.getByTestId('tracking-form-implementer').click();
    await inspector
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: people.rectifier.nickName })
      .click();
    await inspector.locator('#tracking-form-submit').click();
    await expect(inspector.getByText('新增成功')).toBeVisible();
    const reported = await api('GET', `/business/quality/listQualityProblem?projectId=${projectId}&kind=1`);
    expect(reported.rows[0]).toMatchObject({ name: problem, status: 1 });
    const problemId = reported.rows[0].problemId as number;
    const status = async () => (await api('GET', `/business/quality/getQualityProblem/${problemId}`)).data.status;

    // The rectifier rectifies and applies for completion.
    const rectifier = await newPage(browser, { viewport: size });
    await firstLogin(rectifier, people.rectifier.userName);
    await chooseProject(rectifier, projectId, projectName);
    const dialog = await openQualityProblem(rectifier, problem);
    await addRectification(rectifier, '蜂窝处凿除后用高一级细石混凝土修补');
    await dialog.getByTestId('problem-apply').click();
    await confirmDialog(rectifier);
    await expect(dialog.getByTestId('problem-steps')).toHaveAttribute('data-status', '2');
    expect(await status()).toBe(2);

    // The approver (整改审批 by their project role) rejects it from 待办 with a reason.
    const approver = await newPage(browser, { viewport: size });
    await firstLogin(approver, people.approver.userName);
    await approver.goto('#/order/order/my-todo');
    await todoRow(approver, problem).getByTestId('order-todo-handle').click();
    const dealing = approver.getByTestId('order-deal-dialog');
    await expect(dealing).toContainText('质量整改审批');
    await approver.getByTestId('order-deal-comment').fill('修补面未养护，补充养护记录');
    await approver.getByTestId('order-deal-button-reject').click();
    await expect(approver.getByText('办理成功')).toBeVisible();
    await expect(todoRow(approver, problem)).toHaveCount(0);
    expect((await api('GET', `/business/quality/getQualityProblem/${problemId}`)).data).toMatchObject({
      status: 1,
      rejectReason: '修补面未养护，补充养护记录',
    });

    // The rectifier resubmits from their 待办 (重新提交, not an approver's buttons).
    await rectifier.keyboard.press('Escape');
    await rectifier.goto('#/order/order/my-todo');
    const returned = todoRow(rectifier, problem);
    await expect(returned.getByTestId('order-todo-handle')).toHaveCount(0);
    await returned.getByTestId('order-todo-resubmit').click();
    const resubmit = rectifier.getByTestId('order-resubmit-dialog');
    await expect(resubmit.getByTestId('order-reject-reason')).toHaveText('修补面未养护，补充养护记录');
    await rectifier.getByTestId('order-resubmit-note').fill('已补充养护记录');
    await rectifier.getByTestId('order-resubmit-submit').click();
    await expect(rectifier.getByText('重新提交成功')).toBeVisible();
    await expect(todoRow(rectifier, problem)).toHaveCount(0);
    expect(await status()).toBe(2);

    // The approver approves.
    await approver.reload();
    await todoRow(approver, problem).getByTestId('order-todo-handle').click();
    await expect(dealing.getByTestId('order-history-reject')).toContainText('修补面未养护，补充养护记录');
    await approver.getByTestId('order-deal-comment').fill('复查合格');
    await approver.getByTestId('order-deal-button-approve').click();
    await expect(approver.getByText('办理成功')).toBeVisible();

    // The server holds it done, and the rectifier's dialog says 整改完成.
    await expect.poll(status).toBe(3);
    const done = await openQualityProblem(rectifier, problem);
    await expect(done.getByTestId('problem-steps')).toHaveAttribute('data-status', '3');
    await expect(done.getByTestId('problem-steps').locator('.ant-steps-item-finish').last()).toContainText('整改完成');

    // The side menu follows the current project's permissions: in the other project the inspector
    // sees what their role there grants (问题追踪, no 质量检查); back in this one, 质量检查 again.
    await chooseProject(inspector, otherId, otherName);
    const other = await projectSideMenu(inspector, narrow, otherId);
    await expect(other.getByTestId('side-menu-item-/business/problemtracking')).toBeVisible();
    await expect(other.getByTestId('side-menu-item-/business/quality')).toHaveCount(0);
    await inspector.keyboard.press('Escape');
    await chooseProject(inspector, projectId, projectName);
    const again = await projectSideMenu(inspector, narrow, projectId);
    await expect(again.getByTestId('side-menu-item-/business/quality')).toBeVisible();

    // Nobody's system roles changed on the way.
    for (const userId of Object.values(ids)) {
      expect((await api('GET', `/system/user/${userId}`)).roleIds).toEqual([COMMON_ROLE]);
    }
    for (const page of [admin, inspector, rectifier, approver]) await page.context().close();
  });
}
