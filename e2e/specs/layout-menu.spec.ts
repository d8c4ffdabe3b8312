import { expect, test } from '@playwright/test';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

test('the side menu opens the submenu of the page a tab leads to, across menu groups', async ({ page, request }) => {
  acceptLeavePrompts(page);
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token as string}` };
  const created = await request.post('/prod-api/business/project/create', {
    headers,
    data: { projectName: '菜单展开测试', status: '1' },
  });
  const projectId = (await created.json()).data.projectId as number;

  await loginAsAdmin(page);
  const side = page.getByTestId('side-menu');
  const operlog = side.getByTestId('side-menu-item-/system/log/operlog');

  // The side menu first shows the project group (a project's dashboard) …
  await page.goto(`#/projectDashboard/${projectId}`);
  await expect(page.getByTestId('project-dashboard')).toContainText('菜单展开测试');
  await expect(side).toBeVisible();

  // A success toast (starring the project) appears below the header, clear of the centred top menu.
  await page.getByTestId('dashboard-star').click();
  const toast = page.locator('.ant-message-notice').first();
  await expect(toast).toBeVisible();
  const header = await page.locator('header').first().boundingBox();
  const box = await toast.boundingBox();
  expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));

  // … then a page two submenus deep in the system group: 系统管理 › 日志管理 open, 操作日志 selected.
  await page.goto('#/system/log/operlog');
  await expect(operlog).toBeVisible();
  await expect(side.locator('.ant-menu-item-selected')).toContainText('操作日志');

  // Through the tabs: back to the dashboard, then to 操作日志 again.
  await page.getByTestId(`tag-/projectDashboard/${projectId}`).click();
  await expect(page.getByTestId('project-dashboard')).toBeVisible();
  await page.getByTestId('tag-/system/log/operlog').click();
  await expect(operlog).toBeVisible();
  await expect(side.locator('.ant-menu-item-selected')).toContainText('操作日志');

  // A closed submenu opens when a tab leads into it (the work desk has no side menu: it mounts anew).
  await page.getByTestId('tag-/index').click();
  await page.goto('#/system/user');
  await expect(side.getByTestId('side-menu-item-/system/user')).toBeVisible();
  await expect(operlog).toBeHidden();
  await page.getByTestId('tag-/system/log/operlog').click();
  await expect(operlog).toBeVisible();
});
