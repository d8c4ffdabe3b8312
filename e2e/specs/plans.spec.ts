import { resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { acceptLeavePrompts, changeInitialPassword, loginAs, loginAsAdmin } from '../support/session.ts';

/** 项目 (2), 进度计划 (217) with its buttons (1440–1449): what the approver needs to read the plan. */
const PLAN_MENUS = [2, 217, ...Array.from({ length: 10 }, (_, i) => 1440 + i)];
const PLAN = '主体结构施工计划';
const MSPDI = resolve(
  import.meta.dirname,
  '../../apps/server/src/modules/plans/schedule/fixtures/project2007-material-calendars.xml',
);
/** The colour of a critical task's bar and of a link between critical tasks (svar-gantt.css --plan-critical). */
const CRITICAL = 'rgb(229, 72, 77)';

async function newPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  acceptLeavePrompts(page);
  return page;
}

/** The confirmation dialog's 确 定. */
const confirm = (page: Page) =>
  page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();

/** 新增任务 after the chosen task: its dialog, the name and the working days (or a milestone). */
async function addTask(page: Page, name: string, days: number | 'milestone') {
  await page.getByTestId('plan-task-add').click();
  const form = page.getByTestId('plan-task-form');
  await expect(form).toBeVisible();
  await page.getByTestId('plan-task-name').fill(name);
  if (days === 'milestone') await page.getByTestId('plan-task-milestone').check();
  else await page.getByTestId('plan-task-duration').fill(String(days));
  await page.getByTestId('plan-task-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('plan-gantt').getByText(name).first()).toBeVisible();
}

/** The bar of the n-th task (in outline order). */
const bar = (page: Page, n: number) => page.locator('.plan-gantt .wx-bar').nth(n);

test('进度计划: a plan drawn with links, its critical path, approved in 待办, changed with a reason into a version; an MS Project file imported; the gantt shared and seen logged out', async ({
  browser,
  page,
  request,
}) => {
  // Two people and the gantt's lazy chunk on a shared machine.
  test.setTimeout(480_000);
  const api = await adminApi(request);
  const projectId = (await api('POST', '/business/project/create', { projectName: '进度示范工程', status: '1' })).data
    .projectId as number;
  // The approver: the seeded 审批人 (role 3), who may also read the project's plans.
  await api('POST', '/system/role', {
    roleName: '计划查看',
    roleKey: 'e2e_plan_reader',
    roleSort: 9,
    menuIds: PLAN_MENUS,
  });
  const readerRole = (await api('GET', '/system/role/list?roleKey=e2e_plan_reader')).rows[0].roleId as number;
  await api('POST', '/system/user', {
    userName: 'papprover',
    nickName: '计划审批人',
    password: 'start123',
    deptId: 103,
    roleIds: [3, readerRole],
  });
  const approverId = (await api('GET', '/system/user/list?userName=papprover')).rows[0].userId as number;
  await api('POST', '/business/projectRole', {
    projectId,
    roleName: '计划岗',
    roleKey: 'plan_post',
    menuIds: PLAN_MENUS,
  });
  const projectRole = (await api('GET', `/business/projectRole/list?projectId=${projectId}`)).rows.find(
    (r: { roleName: string }) => r.roleName === '计划岗',
  ).roleId as number;
  await api('PUT', '/business/projectRole/addUserProjectRole', {
    projectId,
    userIds: [approverId],
    roleId: projectRole,
  });

  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  await page.goto(`#/projectDashboard/${projectId}`);
  await expect(page.getByTestId('project-dashboard')).toContainText('进度示范工程', { timeout: 30_000 });
  await page.goto('#/business/planmanage');
  await expect(page.getByTestId('plan-list')).toBeVisible({ timeout: 30_000 });

  // 新增计划: a master plan starting today.
  await page.getByTestId('plan-add').click();
  await page.getByTestId('plan-form-name').fill(PLAN);
  await page.getByTestId('plan-form-group').click();
  await page.getByTitle('总进度计划').click();
  await page.getByTestId('plan-form-submit').click();
  await expect(page.getByTestId('plan-name')).toHaveText(PLAN, { timeout: 60_000 });
  await expect(page.getByTestId('plan-status')).toHaveText('编制中');
  await expect(page.getByTestId('plan-gantt')).toBeVisible({ timeout: 60_000 });

  // Three tasks; 基础施工 → 主体施工 set in the link dialog, 主体施工 → 竣工验收 drawn between the bars.
  await addTask(page, '基础施工', 3);
  await addTask(page, '主体施工', 5);
  await page.getByTestId('plan-task-links').click();
  const links = page.getByTestId('plan-link-form');
  await page.getByTestId('plan-link-from').click();
  await page.getByTitle('基础施工').click();
  await page.getByTestId('plan-link-to').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('主体施工').click();
  await page.getByTestId('plan-link-lag').fill('1');
  await page.getByTestId('plan-link-submit').click();
  await expect(page.getByTestId('plan-links')).toContainText('基础施工 → 主体施工 · 完成-开始 (FS) · 延隔 +1');
  await page.getByTestId('plan-links-close').click();
  await expect(links).toBeHidden();
  await addTask(page, '竣工验收', 'milestone');
  await bar(page, 1).hover();
  await bar(page, 1).locator('.wx-link.wx-right').click();
  await bar(page, 2).hover();
  await bar(page, 2).locator('.wx-link.wx-left').click();
  await expect(page.locator('.plan-gantt .wx-line')).toHaveCount(2);
  await expect(page.getByTestId('plan-dirty')).toBeVisible();

  await page.getByTestId('plan-save').click();
  await expect(page.getByText('保存成功')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('plan-dirty')).toHaveCount(0);
  const planId = (await api('GET', `/business/plan/list?projectId=${projectId}`)).rows[0].planId as number;
  const saved = (await api('GET', `/business/plan/${planId}`)).data;
  expect(saved.tasks.map((t: { taskName: string }) => t.taskName)).toEqual(['基础施工', '主体施工', '竣工验收']);
  expect(saved.links.map((l: { type: string; lag: number }) => `${l.type}${l.lag}`).sort()).toEqual(['FS0', 'FS1']);
  expect(saved.tasks.every((t: { critical: boolean }) => t.critical)).toBe(true);
  // The critical path is highlighted: every bar of this chain is red.
  await expect(bar(page, 0)).toHaveCSS('background-color', CRITICAL);
  await expect(bar(page, 1)).toHaveCSS('background-color', CRITICAL);
  // … and so are the links between them, as MS Project draws a critical chain.
  await expect(page.locator('.plan-gantt .wx-line .wx-line-draw').first()).toHaveCSS('stroke', CRITICAL);
  await expect(page.locator('.plan-gantt .wx-line .wx-line-draw').last()).toHaveCSS('stroke', CRITICAL);

  // 提交审批; the approver approves in 待办, seeing the plan and able to open it.
  await page.getByTestId('plan-apply').click();
  await confirm(page);
  await expect(page.getByTestId('plan-status')).toHaveText('审批中', { timeout: 30_000 });
  const approver = await newPage(browser);
  await loginAs(approver, 'papprover', 'start123');
  await changeInitialPassword(approver, 'start123', 'later456');
  await approver.goto('#/order/order/my-todo');
  await approver
    .getByTestId('order-todo-table')
    .locator('tr', { hasText: PLAN })
    .getByTestId('order-todo-handle')
    .click();
  const dealing = approver.getByTestId('order-deal-dialog');
  await expect(dealing.getByTestId('order-plan')).toContainText(PLAN);
  await expect(dealing.getByTestId('order-plan')).toContainText('进度示范工程');
  await approver.getByTestId('order-deal-comment').fill('同意按此计划施工');
  await approver.getByTestId('order-deal-button-approve').click();
  await expect(approver.getByText('办理成功')).toBeVisible({ timeout: 30_000 });

  // Approved: the baseline under each bar; a change needs its reason and becomes the next version.
  await page.reload();
  await expect(page.getByTestId('plan-status')).toHaveText('已批准', { timeout: 30_000 });
  await expect(page.locator('[data-testid^="plan-baseline-"]')).toHaveCount(3);
  await bar(page, 1).click();
  await page.getByTestId('plan-task-edit').click();
  await page.getByTestId('plan-task-duration').fill('8');
  await page.getByTestId('plan-task-submit').click();
  await page.getByTestId('plan-save').click();
  await expect(page.getByTestId('plan-change-reason')).toBeVisible();
  await page.getByTestId('plan-change-reason-input').fill('业主要求主体加层');
  await page.getByTestId('plan-change-reason-submit').click();
  await expect(page.getByText('保存成功')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('plan-records-open').click();
  const records = page.getByTestId('plan-records');
  await expect(records).toContainText('业主要求主体加层', { timeout: 30_000 });
  await expect(records).toContainText('变更');
  await expect(records).toContainText('主体施工');
  await page.locator('.ant-drawer-close').click();
  await expect(records).toBeHidden();

  // 导入: an MS Project 2007 file through the one upload path; what was read and left out is told.
  await page.getByTestId('plan-import').click();
  const importForm = page.getByTestId('plan-import-form');
  await importForm.locator('input[type=file]').setInputFiles(MSPDI);
  await expect(importForm.locator('.ant-upload-list-item')).toHaveCount(1);
  await page.getByTestId('plan-import-submit').click();
  await expect(page.getByTestId('plan-import-read')).toContainText('读取了', { timeout: 30_000 });
  await page.getByTestId('plan-import-submit').click();
  await expect(page.getByTestId('plan-gantt').getByText('混凝土浇筑').first()).toBeVisible({ timeout: 30_000 });
  const imported = (await page.getByTestId('plan-name').textContent()) ?? '';

  // 分享: the link opens the gantt read-only without logging in.
  await page.getByTestId('plan-share').click();
  await page.getByTestId('plan-share-create').click();
  const url = await page.getByTestId('plan-share-url').inputValue();
  expect(url).toMatch(/#\/ganttScheduleView\/[A-Za-z0-9_-]{32,64}$/);
  const visitor = await newPage(browser);
  await visitor.goto(url);
  await expect(visitor.getByTestId('gantt-view')).toContainText(imported, { timeout: 30_000 });
  await expect(visitor.getByTestId('plan-gantt').getByText('混凝土浇筑').first()).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByTestId('plan-save')).toHaveCount(0);
  // Revoked, the link tells so.
  await page.getByTestId('plan-share-revoke').click();
  await expect(page.getByText('已取消分享')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId('gantt-view-gone')).toContainText('该分享链接已失效或不存在');
});
