import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { acceptLeavePrompts, changeInitialPassword, loginAs } from '../support/session.ts';

/** A real 1×1 PNG (the server checks images by their magic bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function photo(name: string) {
  const file = join(tmpdir(), `${Date.now()}-${name}`);
  writeFileSync(file, PNG);
  return file;
}

/** Calls the real API as the administrator (setup only; what the test checks happens in the browsers). */
async function adminApi(request: APIRequestContext) {
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token as string}` };
  return async (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => {
    const res = await request.fetch(`/prod-api${url}`, { method, headers, ...(data ? { data } : {}) });
    const body = await res.json();
    expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  };
}

async function newPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  acceptLeavePrompts(page);
  return page;
}

async function firstLogin(page: Page, userName: string) {
  await loginAs(page, userName, 'start123');
  await changeInitialPassword(page, 'start123', 'later456');
  await expect(page.getByTestId('welcome-card')).toBeVisible();
}

async function selectProject(page: Page, projectId: number) {
  await page.getByTestId('project-selector').hover();
  await page.getByTestId(`project-tree-node-${projectId}`).click();
  await expect(page.getByTestId('current-project-name')).toHaveText('滨江花园三期');
}

const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();

test('a quality problem: live message and chat, rectification, rejected with a reason, rectified again, approved', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const api = await adminApi(request);

  // The administrator puts the quality-problem screen on a menu (the lead's menu plan has no row yet).
  await api('POST', '/system/menu', {
    menuName: '质量安全问题',
    parentId: 2,
    orderNum: 60,
    path: 'qualityProblem',
    component: 'business/quality/problem',
    menuType: 'C',
    perms: 'business:qualityProblem:list',
    menuGroup: 'project',
  });
  const menuId = (await api('GET', '/system/menu/list?menuName=质量安全问题')).data[0].menuId as number;
  for (const [name, perms] of [
    ['质量问题新增', 'business:qualityProblem:add'],
    ['质量问题查询', 'business:qualityProblem:query'],
  ])
    await api('POST', '/system/menu', { menuName: name, parentId: menuId, menuType: 'F', perms });
  const buttons = (await api('GET', '/system/menu/list?menuName=质量问题')).data.map(
    (m: { menuId: number }) => m.menuId,
  );
  const tracking = [214, ...Array.from({ length: 12 }, (_, i) => 2140 + i)];
  await api('POST', '/system/role', {
    roleName: '质量员',
    roleKey: 'e2e_quality',
    roleSort: 7,
    // 项目成员 (520 → 521): the notice and collaborator pickers read the project's members.
    menuIds: [2, 520, 521, menuId, ...buttons, ...tracking],
  });
  const roleId = (await api('GET', '/system/role/list?roleKey=e2e_quality')).rows[0].roleId as number;
  const user = async (userName: string, nickName: string, roleIds: number[]) => {
    await api('POST', '/system/user', { userName, nickName, password: 'start123', deptId: 103, roleIds });
    return (await api('GET', `/system/user/list?userName=${userName}`)).rows[0].userId as number;
  };
  const inspectorId = await user('inspector1', '检查员一', [roleId]);
  const collaboratorId = await user('collab1', '协作人一', [roleId]);
  await user('approver1', '审批人一', [3]);
  const project = await api('POST', '/business/project/create', { projectName: '滨江花园三期', status: '1' });
  const projectId = project.data.projectId as number;
  const memberRole = (await api('GET', `/business/projectRole/list?projectId=${projectId}`)).rows.find(
    (r: { roleKey: string }) => r.roleKey === 'member',
  ).roleId as number;
  await api('PUT', '/business/projectRole/addUserProjectRole', {
    projectId,
    userIds: [inspectorId, collaboratorId],
    roleId: memberRole,
    userType: '0',
  });
  for (const userId of [inspectorId, collaboratorId])
    await api('PUT', '/business/projectRole/editProjectAdmin', { projectId, userId, isAdmin: '1' });

  // Both log in, in two browsers at once.
  const inspector = await newPage(browser);
  await firstLogin(inspector, 'inspector1');
  await selectProject(inspector, projectId);
  const collaborator = await newPage(browser);
  await firstLogin(collaborator, 'collab1');
  const approver = await newPage(browser);
  await firstLogin(approver, 'approver1');
  const badge = collaborator.getByTestId('message-badge');
  const before = Number((await badge.locator('.ant-badge-count').textContent()) ?? '0');

  // The inspector records a quality problem with a photo and the collaborator.
  await inspector.goto('#/business/qualityProblem');
  await inspector.getByTestId('quality-problem-add').click();
  const form = inspector.getByTestId('tracking-form');
  await form.getByTestId('tracking-form-name').fill('三层楼板裂缝');
  await form.getByLabel('问题描述').fill('三层楼板东侧有 0.3 mm 裂缝');
  await form.locator('input[type=file]').setInputFiles(photo('crack.png'));
  await expect(form.locator('.ant-upload-list-item-done, .ant-upload-list-item')).toHaveCount(1);
  await form.getByTestId('tracking-form-implementer').click();
  await inspector.locator('.ant-select-item-option', { hasText: '协作人一' }).click();
  await inspector.keyboard.press('Escape');
  await inspector.locator('#tracking-form-submit').click();
  await expect(inspector.getByText('新增成功')).toBeVisible();
  const row = inspector.getByTestId('tracking-table').locator('tr', { hasText: '三层楼板裂缝' });
  await expect(row).toContainText('信息确认');

  // The collaborator is told live and opens the problem from the message.
  await expect(badge.locator('.ant-badge-count')).toHaveText(String(before + 1));
  await collaborator.getByTestId('message-bell').click();
  await collaborator
    .getByTestId('message-drawer')
    .locator('[data-testid^="message-item-"]', { hasText: '三层楼板裂缝' })
    .click();
  const cDialog = collaborator.getByTestId('problem-detail');
  await expect(cDialog.getByTestId('problem-name')).toHaveText('三层楼板裂缝');
  await expect(cDialog.getByTestId('problem-photos').locator('img')).toHaveCount(1);

  // The inspector opens it too; the collaborator's chat appears there without a reload.
  await row.getByTestId('tracking-name').click();
  const iDialog = inspector.getByTestId('problem-detail');
  await expect(iDialog.getByTestId('problem-name')).toHaveText('三层楼板裂缝');
  await cDialog.getByTestId('chat-input').fill('收到，今天处理');
  await cDialog.getByTestId('chat-input').press('Enter');
  await expect(cDialog.locator('[data-testid="chat-message"][data-own="1"]')).toContainText('收到，今天处理');
  await expect(iDialog.locator('[data-testid="chat-message"][data-own="0"]')).toContainText('收到，今天处理');

  // Applying without a rectification is refused; the collaborator rectifies and applies.
  await cDialog.getByTestId('problem-apply').click();
  await expect(collaborator.getByText('请填写整改信息').first()).toBeVisible();
  const rectify = async (content: string, file: string) => {
    await cDialog.getByTestId('rect-add').click();
    const rect = collaborator.getByTestId('rect-form');
    await rect.getByTestId('rect-content').fill(content);
    await rect.locator('input[type=file]').setInputFiles(photo(file));
    await expect(rect.locator('.ant-upload-list-item')).toHaveCount(1);
    await collaborator.locator('#rect-submit').click();
    await expect(collaborator.getByText('提交成功')).toBeVisible();
  };
  await rectify('已用环氧树脂封闭裂缝', 'fix1.png');
  await expect(cDialog.getByTestId('rect-item')).toHaveCount(1);
  await cDialog.getByTestId('problem-apply').click();
  await confirm(collaborator);
  await expect(cDialog).toHaveAttribute('data-status', '2');
  await expect(cDialog.getByTestId('problem-apply')).toBeDisabled();
  await expect(iDialog).toHaveAttribute('data-status', '2');

  // The approver (审批人) rejects with a reason.
  await approver.goto('#/order/order/my-todo');
  const todo = approver
    .getByTestId('order-todo-table')
    .locator('tr')
    .filter({ hasText: /质量|整改/ })
    .first();
  await todo.getByTestId('order-todo-handle').click();
  await approver.getByTestId('order-deal-comment').fill('裂缝封闭不完整，请补充照片');
  await approver.getByTestId('order-deal-reject').click();
  await expect(approver.getByText('办理成功')).toBeVisible();

  // Back at 1 with the reason; the creator's message opens the approval information with it.
  await expect(cDialog).toHaveAttribute('data-status', '1');
  await expect(cDialog.getByTestId('problem-reject-reason')).toContainText('裂缝封闭不完整，请补充照片');
  await inspector.keyboard.press('Escape');
  await inspector.getByTestId('message-bell').click();
  await inspector
    .getByTestId('message-drawer')
    .locator('[data-testid^="message-item-"]', { hasText: '被驳回' })
    .click();
  await expect(inspector.getByTestId('message-reject-reason')).toHaveText('裂缝封闭不完整，请补充照片');

  // Rectified again and applied; the approver approves; the steps show 整改完成.
  await rectify('补充封闭并拍照', 'fix2.png');
  await expect(cDialog.getByTestId('rect-count')).toContainText('2');
  await cDialog.getByTestId('problem-apply').click();
  await confirm(collaborator);
  await expect(cDialog).toHaveAttribute('data-status', '2');
  await approver.reload();
  await approver
    .getByTestId('order-todo-table')
    .locator('tr')
    .filter({ hasText: /质量|整改/ })
    .first()
    .getByTestId('order-todo-handle')
    .click();
  await approver.getByTestId('order-deal-comment').fill('同意');
  await approver.getByTestId('order-deal-approve').click();
  await expect(approver.getByText('办理成功')).toBeVisible();
  await expect(cDialog).toHaveAttribute('data-status', '3');
  await expect(cDialog.getByTestId('problem-steps').locator('.ant-steps-item-finish')).toHaveCount(3);
  await expect(cDialog.getByTestId('problem-steps')).toContainText('整改完成');
});
