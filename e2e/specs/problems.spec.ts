import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminApi, PNG } from '../support/admin-api.ts';
import { acceptLeavePrompts, changeInitialPassword, loginAs } from '../support/session.ts';

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * The menus of the people on site: 项目 (with its list, 1110–1111) → 问题追踪 with the problem dialog's buttons (2140–2151),
 * 质量检查 with the quality problems' buttons (1373–1378) and 质量看板.
 */
const SITE_MENUS = [
  2,
  214,
  ...Array.from({ length: 12 }, (_, i) => 2140 + i),
  237,
  1373,
  1374,
  1375,
  1376,
  1377,
  1378,
  223,
];
const PROBLEM = '二层楼板裂缝';

async function newPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  acceptLeavePrompts(page);
  return page;
}

/** First login of a user the administrator created; the project becomes the current one. */
async function enter(page: Page, userName: string, projectId: number) {
  await loginAs(page, userName, 'start123');
  await changeInitialPassword(page, 'start123', 'later456');
  await expect(page.getByTestId('welcome-card')).toBeVisible();
  await page.getByTestId('project-selector').hover();
  await page.getByTestId(`project-tree-node-${projectId}`).click();
  await expect(page.getByTestId('current-project-name')).toHaveText('问题示范工程');
}

/** 质量检查 → 质量问题, the problem opened in its dialog. */
async function openProblem(page: Page) {
  await page.goto('#/business/quality');
  await page.getByTestId('quality-tabs').getByRole('tab', { name: '质量问题' }).click();
  await page.getByTestId('tracking-table').getByText(PROBLEM).click({ timeout: 30_000 });
  const dialog = page.getByTestId('problem-dialog');
  await expect(dialog.getByTestId('problem-name')).toHaveText(PROBLEM);
  return dialog;
}

/** The confirmation dialog's 确 定. */
const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();

/** A rectification with its content and one photo. */
async function rectify(page: Page, content: string) {
  const dialog = page.getByTestId('problem-dialog');
  await dialog.getByTestId('rect-add').click();
  const form = page.getByTestId('rect-form');
  await form.getByTestId('rect-content').fill(content);
  await form.getByTestId('image-upload').locator('input[type=file]').setInputFiles(photo('rect.png'));
  await expect(form.getByTestId('image-upload').locator('.ant-upload-list-item')).toHaveCount(1);
  await page.locator('#rect-submit').click();
  await expect(dialog.getByTestId('rect-list')).toContainText(content);
}

test('a quality problem from report to approval: two browsers, a live chat, a rejection with its reason, then 整改完成 on the dashboard, a special-inspection notice replied to, a read-only link shared and revoked', async ({
  browser,
  request,
}) => {
  // Three people, each with a first login, and the lazy pages of each: a long flow on a shared machine.
  test.setTimeout(300_000);
  const api = await adminApi(request);
  const projectId = (await api('POST', '/business/project/create', { projectName: '问题示范工程', status: '1' })).data
    .projectId as number;
  await api('POST', '/system/role', {
    roleName: '现场质量',
    roleKey: 'e2e_site_quality',
    roleSort: 8,
    menuIds: SITE_MENUS,
  });
  const siteRole = (await api('GET', '/system/role/list?roleKey=e2e_site_quality')).rows[0].roleId as number;
  const user = async (userName: string, nickName: string, roleIds: number[]) => {
    await api('POST', '/system/user', { userName, nickName, password: 'start123', deptId: 103, roleIds });
    return (await api('GET', `/system/user/list?userName=${userName}`)).rows[0].userId as number;
  };
  const inspectorId = await user('qinspector', '质检员一', [siteRole]);
  const workerId = await user('qworker', '整改员一', [siteRole]);
  // The seeded 审批人 (role 3) approves quality rectifications.
  await user('qapprover', '审批员一', [3]);
  await api('POST', '/business/projectRole', {
    projectId,
    roleName: '质量岗',
    roleKey: 'quality_post',
    menuIds: SITE_MENUS,
  });
  const projectRole = (await api('GET', `/business/projectRole/list?projectId=${projectId}`)).rows.find(
    (r: { roleName: string }) => r.roleName === '质量岗',
  ).roleId as number;
  await api('PUT', '/business/projectRole/addUserProjectRole', {
    projectId,
    userIds: [inspectorId, workerId],
    roleId: projectRole,
  });

  const inspector = await newPage(browser);
  const worker = await newPage(browser);
  await enter(inspector, 'qinspector', projectId);
  await enter(worker, 'qworker', projectId);

  // The inspector reports the problem with a photo and the worker as collaborator.
  await inspector.goto('#/business/quality');
  await inspector.getByTestId('quality-tabs').getByRole('tab', { name: '质量问题' }).click();
  await inspector.getByTestId('quality-problem-add').click({ timeout: 30_000 });
  const form = inspector.getByTestId('tracking-form');
  await form.getByTestId('tracking-form-name').fill(PROBLEM);
  await form.getByTestId('image-upload').locator('input[type=file]').setInputFiles(photo('crack.png'));
  await expect(form.getByTestId('image-upload').locator('.ant-upload-list-item')).toHaveCount(1);
  await form.getByTestId('tracking-form-implementer').click();
  await inspector.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '整改员一' }).click();
  await inspector.locator('#tracking-form-submit').click();
  await expect(inspector.getByText('新增成功')).toBeVisible();
  const reported = await api('GET', `/business/quality/listQualityProblem?projectId=${projectId}&kind=1`);
  expect(reported.rows[0]).toMatchObject({ name: PROBLEM, status: 1 });
  expect(reported.rows[0].files).toMatch(/^\/prod-api\/file\/.+\.png$/);
  const inspectorDialog = await openProblem(inspector);

  // The worker is told live, opens the problem from the message and writes in its chat.
  await expect(worker.getByTestId('message-notification').filter({ hasText: PROBLEM })).toBeVisible({
    timeout: 30_000,
  });
  await worker.getByTestId('message-bell').click();
  await worker.getByTestId('message-drawer').locator('[data-testid^="message-item-"]', { hasText: PROBLEM }).click();
  const workerDialog = worker.getByTestId('problem-dialog');
  await expect(workerDialog.getByTestId('problem-name')).toHaveText(PROBLEM);
  await workerDialog.getByTestId('chat-input').fill('收到，今天下午处理');
  await workerDialog.getByTestId('chat-input').press('Enter');
  // The inspector sees it appear without reloading.
  await expect(inspectorDialog.getByTestId('chat-list')).toContainText('收到，今天下午处理');

  // The worker rectifies and applies for completion.
  await rectify(worker, '裂缝已注浆封闭');
  await expect(workerDialog.getByTestId('rect-count')).toContainText('1');
  await workerDialog.getByTestId('problem-apply').click();
  await confirm(worker);
  await expect(workerDialog.getByTestId('problem-steps')).toHaveAttribute('data-status', '2');
  await expect(workerDialog.getByTestId('problem-apply')).toBeDisabled();

  // The approver finds it in 待办任务, reads the application and rejects with a reason (the
  // approval step's own buttons 通过 and 驳回).
  const approver = await newPage(browser);
  await loginAs(approver, 'qapprover', 'start123');
  await changeInitialPassword(approver, 'start123', 'later456');
  await expect(approver.getByTestId('top-menu-task-badge').locator('.ant-badge-count')).toContainText('1');
  await approver.goto('#/order/order/my-todo');
  const todo = approver.getByTestId('order-todo-table').locator('tr', { hasText: PROBLEM });
  await todo.getByTestId('order-todo-handle').click();
  const dealing = approver.getByTestId('order-deal-dialog');
  await expect(dealing).toContainText('质量整改审批');
  await expect(dealing.getByTestId('order-form-values').locator('input').first()).toHaveValue(PROBLEM);
  await expect(dealing.getByTestId('order-form-values').locator('textarea').first()).toHaveValue('裂缝已注浆封闭');
  await approver.getByTestId('order-deal-comment').fill('注浆处缺少复查照片');
  await approver.getByTestId('order-deal-button-reject').click();
  await expect(approver.getByText('办理成功')).toBeVisible();

  // The worker's message opens the approval information with that reason (the live notice opens the drawer).
  await worker.keyboard.press('Escape');
  await expect(workerDialog).toBeHidden();
  await worker.getByTestId('message-notification').filter({ hasText: '被驳回' }).first().click({ timeout: 30_000 });
  await worker
    .getByTestId('message-drawer')
    .locator('[data-testid^="message-item-"]', { hasText: '注浆处缺少复查照片' })
    .first()
    .click();
  const info = worker.getByTestId('message-dialog');
  await expect(info).toHaveAttribute('data-kind', 'approval');
  await expect(info.getByTestId('message-reject-reason')).toHaveText('注浆处缺少复查照片');
  expect((await api('GET', `/business/quality/getQualityProblem/${reported.rows[0].problemId}`)).data).toMatchObject({
    status: 1,
    rejectReason: '注浆处缺少复查照片',
  });

  // They rectify again and apply again; the approver approves.
  await worker.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await worker.keyboard.press('Escape');
  await expect(worker.getByTestId('message-drawer')).toBeHidden();
  const again = await openProblem(worker);
  await expect(again.getByTestId('problem-reject-reason')).toContainText('注浆处缺少复查照片');
  await rectify(worker, '补拍复查照片');
  await again.getByTestId('problem-apply').click();
  await confirm(worker);
  await expect(again.getByTestId('problem-steps')).toHaveAttribute('data-status', '2');

  await approver.reload();
  await approver
    .getByTestId('order-todo-table')
    .locator('tr', { hasText: PROBLEM })
    .getByTestId('order-todo-handle')
    .click();
  await expect(dealing.getByTestId('order-history-reject')).toContainText('注浆处缺少复查照片');
  await approver.getByTestId('order-deal-comment').fill('复查合格');
  await approver.getByTestId('order-deal-button-approve').click();
  await expect(approver.getByText('办理成功')).toBeVisible();

  // The step indicator shows 整改完成, live in the inspector's open dialog too.
  await expect(inspectorDialog.getByTestId('problem-steps')).toHaveAttribute('data-status', '3', { timeout: 30_000 });
  await expect(inspectorDialog.getByTestId('problem-steps').locator('.ant-steps-item-finish').last()).toContainText(
    '整改完成',
  );

  // 质量看板 counts it as done.
  await inspector.keyboard.press('Escape');
  await inspector.goto('#/business/qualityDashboard');
  await expect(inspector.getByTestId('qdash-total')).toContainText('1', { timeout: 30_000 });
  await expect(inspector.getByTestId('qdash-status-3')).toContainText('1');
  await expect(inspector.getByTestId('qdash-status-1')).toContainText('0');

  // A special-inspection notice from the problem to the worker, who opens it from the message and replies.
  const noticed = await openProblem(inspector);
  await noticed.getByTestId('problem-notice').click();
  const noticeForm = inspector.getByTestId('notice-form');
  await noticeForm.getByLabel('检查内容').fill('楼板裂缝专项检查');
  await noticeForm.getByTestId('participant-tree').getByText('整改员一').click();
  await inspector.locator('#notice-submit').click();
  await expect(inspector.getByText('保存成功')).toBeVisible();

  await worker.keyboard.press('Escape');
  await worker
    .getByTestId('message-notification')
    .filter({ hasText: '专项检查通知' })
    .first()
    .click({ timeout: 30_000 });
  await worker
    .getByTestId('message-drawer')
    .locator('[data-testid^="message-item-"]', { hasText: '专项检查通知' })
    .first()
    .click();
  const view = worker.getByTestId('notice-view');
  await expect(view).toContainText('楼板裂缝专项检查');
  await expect(worker.locator('.ant-modal-title', { hasText: '质量专项检查通知及回复' })).toBeVisible();
  await expect(view.getByTestId('notice-status')).toHaveText('待回复');
  await worker.getByTestId('notice-reply-text').fill('已对裂缝注浆并复查');
  await worker.getByTestId('notice-reply-submit').click();
  await expect(worker.getByText('回复成功')).toBeVisible();
  await expect(view.getByTestId('notice-status')).toHaveText('已回复');
  await expect(view).toContainText('已对裂缝注浆并复查');
  await expect(view).toContainText('整改员一');

  // The inspector shares the problem read-only: the link opens without login, and stops when revoked.
  await noticed.getByTestId('problem-share').click();
  const link = await noticed.getByTestId('problem-share-url').inputValue();
  const visitor = await newPage(browser);
  await visitor.goto(link);
  await expect(visitor.getByTestId('problem-view-name')).toHaveText(PROBLEM);
  await expect(visitor.getByTestId('problem-view-rect')).toHaveCount(2);
  await expect(visitor.getByTestId('problem-view')).not.toContainText('收到，今天下午处理');
  await noticed.getByTestId('problem-share-revoke').click();
  await confirm(inspector);
  await expect(noticed.getByTestId('problem-share')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByTestId('problem-view-gone')).toBeVisible();
});
