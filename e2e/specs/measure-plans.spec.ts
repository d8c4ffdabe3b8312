import { expect, type Page, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { acceptLeavePrompts, changeInitialPassword, loginAs, loginAsAdmin } from '../support/session.ts';
import { newPage } from '../support/site.ts';

const MEASURE = '深基坑专项施工方案';

/** The confirmation dialog's 确 定. */
const confirm = (page: Page) =>
  page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();

/** Picks an option of the antd Select with the test id (by its title, or the first one). */
async function choose(page: Page, testId: string, title?: string) {
  await page.getByTestId(testId).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await (title ? dropdown.getByTitle(title) : dropdown.locator('.ant-select-item-option').first()).click();
}

test('措施计划: a measure created, submitted, approved in 待办 (已批准), and completed by its owner', async ({
  browser,
  page,
  request,
}) => {
  // Two people and the page's lazy chunk on a shared machine.
  test.setTimeout(300_000);
  const api = await adminApi(request);
  const projectId = (await api('POST', '/business/project/create', { projectName: '措施示范工程', status: '1' })).data
    .projectId as number;
  // The approver: the seeded 审批人 (role 3) — 待办 is all they need.
  await api('POST', '/system/user', {
    userName: 'mapprover',
    nickName: '措施审批人',
    password: 'start123',
    deptId: 103,
    roleIds: [3],
  });

  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  await page.goto(`#/projectDashboard/${projectId}`);
  await expect(page.getByTestId('project-dashboard')).toContainText('措施示范工程', { timeout: 30_000 });
  await page.goto('#/business/measurePlan');
  await expect(page.getByTestId('measure-list')).toBeVisible({ timeout: 60_000 });

  // 新增: a technical measure owned by the admin (the project's creator and member), due in 2031.
  await page.getByTestId('measure-add').click();
  const form = page.getByTestId('measure-form');
  await page.getByTestId('measure-form-title').fill(MEASURE);
  await page.getByTestId('measure-form-content').fill('钢板桩支护，分层开挖，每层不超过 2 m；专家论证后实施。');
  await choose(page, 'measure-form-category', '技术措施');
  await choose(page, 'measure-form-owner');
  const deadline = form.locator('.ant-picker input');
  await deadline.click();
  await deadline.fill('2031-05-20');
  await deadline.press('Enter');
  await page.getByTestId('measure-form-submit').click();
  await expect(page.getByText('新增成功')).toBeVisible({ timeout: 30_000 });
  const list = await api('GET', `/business/measure/list?projectId=${projectId}`);
  expect(list.rows).toHaveLength(1);
  expect(list.rows[0]).toMatchObject({ title: MEASURE, category: '1', deadline: '2031-05-20', status: '0' });
  const measureId = list.rows[0].measureId as number;
  await expect(page.getByTestId(`measure-status-${measureId}`)).toHaveText('草稿');

  // 提交审批.
  await page.getByTestId(`measure-apply-${measureId}`).click();
  await confirm(page);
  await expect(page.getByTestId(`measure-status-${measureId}`)).toHaveText('审批中', { timeout: 30_000 });

  // The approver approves it in 待办.
  const approver = await newPage(browser);
  await loginAs(approver, 'mapprover', 'start123');
  await changeInitialPassword(approver, 'start123', 'later456');
  await approver.goto('#/order/order/my-todo');
  await approver
    .getByTestId('order-todo-table')
    .locator('tr', { hasText: MEASURE })
    .getByTestId('order-todo-handle')
    .click({ timeout: 60_000 });
  const dealing = approver.getByTestId('order-deal-dialog');
  await expect(dealing).toContainText(MEASURE);
  await approver.getByTestId('order-deal-comment').fill('同意');
  await approver.getByTestId('order-deal-button-approve').click();
  await expect(approver.getByText('办理成功')).toBeVisible({ timeout: 30_000 });

  // 已批准, with the approval's steps in the drawer; the owner completes it.
  await page.reload();
  await expect(page.getByTestId(`measure-status-${measureId}`)).toHaveText('已批准', { timeout: 60_000 });
  await page.getByTestId(`measure-view-${measureId}`).click();
  const drawer = page.getByTestId('measure-drawer');
  await expect(drawer.getByTestId('measure-approval-step')).toHaveCount(2, { timeout: 30_000 });
  await expect(drawer.getByTestId('measure-approval')).toContainText('同意');
  await drawer.getByTestId('measure-drawer-complete').click();
  await page.getByTestId('measure-complete-note').fill('支护完成，验收合格');
  await page.getByTestId('measure-complete-submit').click();
  await expect(page.getByText('措施已完成')).toBeVisible({ timeout: 30_000 });
  await expect(drawer.getByTestId('measure-drawer-status')).toHaveText('已完成', { timeout: 30_000 });
  await expect(drawer.getByTestId('measure-drawer-note')).toHaveText('支护完成，验收合格');
  const done = (await api('GET', `/business/measure/${measureId}`)).data;
  expect(done).toMatchObject({ status: '4', completionNote: '支护完成，验收合格' });

  // On a phone (390 px): the list is cards, nothing wider than the screen; the drawer fills it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId(`measure-status-${measureId}`)).toHaveText('已完成', { timeout: 60_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId(`measure-view-${measureId}`).click();
  await expect(page.getByTestId('measure-drawer-note')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
