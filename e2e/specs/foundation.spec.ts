import { expect, test } from '@playwright/test';
import { chooseFromContextMenu } from '../support/context-menu.ts';
import { acceptLeavePrompts, loginAs, loginAsAdmin } from '../support/session.ts';

test.beforeEach(({ page }) => acceptLeavePrompts(page));

test('a protected path without a token goes to login with the full redirect path', async ({ page }) => {
  await page.goto('#/index?from=e2e');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Findex%3Ffrom%3De2e$/);
  await expect(page.getByRole('heading', { name: '智能建造管理平台' })).toBeVisible();
  await expect(page).toHaveTitle('登录 - 智能建造管理平台');
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await loginAs(page, 'admin', 'not-the-password');
  await expect(page.getByTestId('login-error')).toHaveText('用户不存在/密码错误');
  await expect(page).toHaveURL(/#\/login/);
});

test('admin logs in, sees the shell in Chinese, switches to English, uses the tag bar and logs out', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page).toHaveTitle('工作台 - 智能建造管理平台');
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('welcome-card')).toContainText('欢迎回来，管理员');
  await expect(page.getByTestId('welcome-card')).toContainText('总部');
  // the work desk shows the real login records, newest first: this very login
  await expect(page.getByTestId('login-records').getByRole('row').nth(1)).toContainText('登录成功');
  await expect(page.getByTestId('login-records')).toContainText('用户不存在/密码错误');

  // tag bar: the work desk is affixed; refresh keeps it, close all cannot close it
  const tag = page.getByTestId('tag-/index');
  await expect(tag).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tag-close-/index')).toHaveCount(0);
  await chooseFromContextMenu(page, tag, 'tags-menu-refresh');
  await expect(page).toHaveURL(/#\/index$/);
  await expect(page.getByTestId('welcome-card')).toBeVisible();
  await chooseFromContextMenu(page, tag, 'tags-menu-closeAll');
  await expect(page.getByTestId('tag-/index')).toBeVisible();
  await expect(page).toHaveURL(/#\/index$/);

  // English, kept across a reload
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('welcome-card')).toContainText('Welcome back');
  await expect(page).toHaveTitle('Work desk - 智能建造管理平台');
  await page.reload();
  await expect(page.getByTestId('welcome-card')).toContainText('Welcome back');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  // logout asks for confirmation; cancel keeps the session
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('welcome-card')).toBeVisible();

  // back to Chinese for the logout confirmation texts of the spec
  await page.getByTestId('language-switch').click();
  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-logout').click();
  await expect(page.getByRole('dialog')).toContainText('确定注销并退出系统吗？');
  await expect(page.getByRole('dialog')).toContainText('提示');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: '确 定' })
    .or(page.getByRole('dialog').getByRole('button', { name: '确定' }))
    .click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => localStorage.getItem('Admin-Token'))).toBeNull();

  // the old session is gone on the server: opening the app again asks for login
  await page.goto('#/index');
  await expect(page).toHaveURL(/#\/login/);
});

test('an unknown path inside the app shows the 404 page', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByTestId('back-home')).toBeVisible();
});

test('a kept page left with an open dialog shows again without an error', async ({ page }) => {
  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  await page.goto('#/system/user');
  await page.getByTestId('user-add').click();
  await expect(page.getByTestId('user-form-userName')).toBeVisible();
  await page.goto('#/index');
  await expect(page.getByTestId('welcome-card')).toBeVisible();
  await page.goto('#/system/user');
  await expect(page.getByTestId('user-table')).toBeVisible();
});
