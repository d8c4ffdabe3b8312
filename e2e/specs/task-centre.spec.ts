import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { acceptLeavePrompts, changeInitialPassword, loginAs, loginAsAdmin } from '../support/session.ts';

/** The process of the spec: one review step held by the approvers' role (ROLE_ID). */
const PROCESS = resolve(import.meta.dirname, '../fixtures/order-approval.bpmn20.xml');
const MODEL_ROUTE = '/system/flowable-manage/system/flowable/model';
const TODO = '/order/order/my-todo';
const MINE = '/order/order/my-order';

const FORM = {
  formName: '设备维修申请',
  formKey: 'repair_apply',
  modelKey: 'order_approval',
  formContent: JSON.stringify({
    type: 'default',
    components: [
      { type: 'textfield', key: 'planName', label: '维修项目', validate: { required: true } },
      { type: 'textarea', key: 'planContent', label: '维修说明' },
    ],
  }),
};

async function newPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  acceptLeavePrompts(page);
  return page;
}

/** A user created by the administrator logs in for the first time (and changes the initial password). */
async function firstLogin(page: Page, userName: string) {
  await loginAs(page, userName, 'start123');
  await changeInitialPassword(page, 'start123', 'later456');
  await expect(page.getByTestId('welcome-card')).toBeVisible();
}

/** The confirmation dialog's 确 定. */
const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();

test('apply through a form, reject with a reason, resubmit, approve; the diagram shows the path taken', async ({
  browser,
  request,
}) => {
  // Three browsers through a whole approval: 42 s alone, past the default 60 s on a loaded CI machine.
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const role = async (roleName: string, roleKey: string, menuIds: number[]) => {
    await api('POST', '/system/role', { roleName, roleKey, roleSort: 6, menuIds });
    return (await api('GET', `/system/role/list?roleKey=${roleKey}`)).rows[0].roleId as number;
  };
  // Applicants: 我的任务, 应用申请 and reading the forms; approvers: 待办任务 and 我处理的.
  const applicants = await role('维修申请人', 'e2e_applicant', [3, 300, 530, 533]);
  const approvers = await role('维修审批人', 'e2e_approver', [3, 300, 531, 532]);
  await api('POST', '/system/user', {
    userName: 'applicant1',
    nickName: '申请人一',
    password: 'start123',
    deptId: 103,
    roleIds: [applicants],
  });
  await api('POST', '/system/user', {
    userName: 'approver1',
    nickName: '审批人一',
    password: 'start123',
    deptId: 103,
    roleIds: [approvers],
  });
  await api('POST', '/system/form', FORM);

  // The administrator imports the process (its review step held by the approvers' role) and deploys it.
  const file = join(tmpdir(), `order-approval-${approvers}.bpmn20.xml`);
  writeFileSync(file, readFileSync(PROCESS, 'utf8').replaceAll('ROLE_ID', String(approvers)));
  const admin = await newPage(browser);
  await loginAsAdmin(admin);
  await admin.goto(`#${MODEL_ROUTE}`);
  await admin.getByTestId('model-import').click();
  const importDialog = admin.getByTestId('model-import-dialog');
  await importDialog.locator('input[type=file]').setInputFiles(file);
  await admin.getByTestId('model-import-submit').click();
  const modelRow = admin.getByTestId('model-table').locator('tr', { hasText: 'order_approval' });
  await modelRow.getByTestId('model-row-deploy').click();
  await confirm(admin);
  await expect(admin.getByText('部署成功，版本 1')).toBeVisible();

  // The applicant applies through the form.
  const applicant = await newPage(browser);
  await firstLogin(applicant, 'applicant1');
  await applicant.goto('#/order/order/apply-form');
  await applicant.getByTestId('order-apply-form-repair_apply').click();
  const form = applicant.getByTestId('order-apply-form');
  await form.getByLabel('维修项目').fill('三号塔吊变幅机构');
  await form.getByLabel('维修说明').fill('变幅时有异响');
  await applicant.getByTestId('order-apply-title').fill('塔吊维修');
  await applicant.getByTestId('order-apply-submit').click();
  await expect(applicant.getByText('申请已提交')).toBeVisible();
  await expect(applicant).toHaveURL(new RegExp(`#${MINE}$`));
  const mine = applicant.getByTestId('order-mine-table').locator('tr', { hasText: '塔吊维修' });
  await expect(mine.getByTestId('order-status')).toHaveText('审批中');
  await expect(mine).toContainText('审批');

  // The approver sees the badge, opens the to-do and rejects with a reason.
  const approver = await newPage(browser);
  await firstLogin(approver, 'approver1');
  const badge = approver.getByTestId('top-menu-task-badge');
  await expect(badge.locator('.ant-badge-count')).toContainText('1');
  await approver.getByTestId(`top-menu-${TODO}`).click();
  await expect(approver).toHaveURL(new RegExp(`#${TODO}`));
  const todo = approver.getByTestId('order-todo-table').locator('tr', { hasText: '塔吊维修' });
  await todo.getByTestId('order-todo-handle').click();
  const dealing = approver.getByTestId('order-deal-dialog');
  await expect(dealing.getByTestId('order-form-values').locator('input').first()).toHaveValue('三号塔吊变幅机构');
  await approver.getByTestId('order-deal-reject').click();
  await expect(dealing).toContainText('请填写驳回原因');
  await approver.getByTestId('order-deal-comment').fill('请附上维保记录');
  await approver.getByTestId('order-deal-reject').click();
  await expect(approver.getByText('办理成功')).toBeVisible();
  // Handled: nothing is pending any more.
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);

  // The applicant gets the message, sees the reason and resubmits.
  // (The returned 提交申请 step is announced too.)
  await expect(applicant.getByTestId('message-notification').filter({ hasText: '被驳回' })).toBeVisible();
  await applicant.getByTestId('message-bell').click();
  await applicant
    .getByTestId('message-drawer')
    .locator('[data-testid^="message-item-"]', { hasText: '请附上维保记录' })
    .click();
  // The message opens the order in 我的任务, with the reason.
  await expect(applicant).toHaveURL(new RegExp(`#${MINE}`));
  const opened = applicant.getByTestId('order-detail');
  await expect(opened.getByTestId('order-reject-reason')).toHaveText('请附上维保记录');
  await applicant.keyboard.press('Escape');
  await expect(opened).toBeHidden();
  await expect(mine.getByTestId('order-status')).toHaveText('已驳回');
  await mine.getByTestId('order-mine-resubmit').click();
  const resubmit = applicant.getByTestId('order-resubmit-dialog');
  await expect(resubmit.getByTestId('order-reject-reason')).toHaveText('请附上维保记录');
  await applicant.getByTestId('order-resubmit-form').getByLabel('维修说明').fill('变幅时有异响；维保记录见附件');
  await applicant.getByTestId('order-resubmit-submit').click();
  await expect(applicant.getByText('重新提交成功')).toBeVisible();
  await expect(mine.getByTestId('order-status')).toHaveText('审批中');

  // The approver is told (the badge again, pushed over the WebSocket) and approves.
  await expect(badge.locator('.ant-badge-count')).toContainText('1');
  await approver
    .getByTestId('order-todo-table')
    .locator('tr', { hasText: '塔吊维修' })
    .getByTestId('order-todo-handle')
    .click();
  await expect(dealing.getByTestId('order-history-reject')).toContainText('请附上维保记录');
  await approver.getByTestId('order-deal-comment').fill('同意维修');
  await approver.getByTestId('order-deal-approve').click();
  await expect(approver.getByText('办理成功')).toBeVisible();
  await approver.goto('#/order/order/my-done');
  await expect(approver.getByTestId('order-done-table')).toContainText('同意维修');

  // The applicant's order is approved; its diagram shows the path taken.
  await applicant.reload();
  await expect(mine.getByTestId('order-status')).toHaveText('已通过');
  await mine.getByTestId('order-mine-view').click();
  const viewer = applicant.getByTestId('bpmn-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'shown');
  for (const id of ['start', 'submit', 'review', 'endApproved'])
    await expect(viewer.locator(`[data-element-id="${id}"]`).first()).toHaveClass(/bpmn-finished/);
  for (const id of ['toSubmit', 'toReview', 'toDecision', 'approved'])
    await expect(viewer.locator(`[data-element-id="${id}"]`).first()).toHaveClass(/bpmn-taken/);
  await expect(viewer.locator('[data-element-id="endRejected"]').first()).not.toHaveClass(/bpmn-finished/);
  await expect(applicant.getByTestId('order-history')).toContainText('同意维修');
});
