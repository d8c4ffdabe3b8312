import { type Browser, expect, type Page, test } from '@playwright/test';
import { acceptLeavePrompts, changeInitialPassword, loginAs, loginAsAdmin } from '../support/session.ts';

/** An option of the open antd select / tree-select dropdown. */
const option = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  acceptLeavePrompts(page);
  return page;
}

test('an administrator builds a department, a role and a user; the user sees exactly those menus until forced out', async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await loginAsAdmin(admin);

  // the system menus have landed: the administrator's side menu lists them
  await admin.goto('#/system/dept');
  await expect(admin.getByTestId('side-menu')).toContainText('用户管理');
  await expect(admin.getByTestId('side-menu')).toContainText('在线用户');

  // 1. a department under 总部
  await admin.getByTestId('dept-page').getByTestId('dept-add').click();
  await admin.getByTestId('dept-form').getByTestId('dept-form-parent').click();
  await option(admin, '总部').click();
  await admin.getByTestId('dept-form-name').fill('测试项目部');
  await admin.getByTestId('dept-form-submit').click();
  await expect(admin.getByTestId('dept-table')).toContainText('测试项目部');

  // 2. a role with one menu: 登录日志 (its parents come along half-checked)
  await admin.goto('#/system/role');
  await admin.getByTestId('role-add').click();
  await admin.getByTestId('role-form-name').fill('日志查看员');
  await admin.getByTestId('role-form-key').fill('log_viewer');
  await admin.getByTestId('role-menu-expand').click();
  await admin
    .locator('.ant-tree-treenode', { has: admin.getByTestId('role-menu-node-501') })
    .locator('.ant-tree-checkbox')
    .click();
  await admin.getByTestId('role-form-submit').click();
  await expect(admin.getByTestId('role-table')).toContainText('日志查看员');

  // 3. a user in that department with that role
  await admin.goto('#/system/user');
  await admin.getByTestId('user-add').click();
  await admin.getByTestId('user-form-nickName').fill('测试员');
  await admin.getByTestId('user-form-dept').click();
  await option(admin, '测试项目部').click();
  await admin.getByTestId('user-form-userName').fill('tester1');
  await admin.getByTestId('user-form-password').fill('tester123');
  await admin.getByTestId('user-form-roles').click();
  await option(admin, '日志查看员').click();
  await admin.keyboard.press('Escape');
  await admin.getByTestId('user-form-submit').click();
  await expect(admin.getByTestId('user-table')).toContainText('tester1');

  // 4. the user logs in and sees exactly the granted menus
  const user = await newPage(browser);
  await loginAs(user, 'tester1', 'tester123');
  // created by the administrator: the initial password is changed first
  await changeInitialPassword(user, 'tester123', 'tester456');
  await expect(user.getByTestId('welcome-card')).toContainText('测试项目部');
  await user.goto('#/system/log/logininfor');
  await expect(user.getByTestId('logininfor-page')).toBeVisible();
  const items = user.getByTestId('side-menu').getByRole('menuitem');
  await expect(items).toHaveText(['系统管理', '日志管理', '登录日志']);
  // a page the role does not grant is not routed at all
  await user.goto('#/system/user');
  await expect(user).toHaveURL(/#\/404$/);

  // 5. the administrator forces the user out from the online users
  await admin.goto('#/system/online');
  await admin.getByTestId('online-force-tester1').click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(admin.getByTestId('online-page')).not.toContainText('tester1');

  // 6. the user's next request is refused: the re-login dialog sends them to the login page
  await user.goBack();
  await expect(user.getByTestId('logininfor-page')).toBeVisible();
  await user.getByTestId('logininfor-search-user').fill('admin');
  await user.getByTestId('logininfor-page').getByTestId('search-submit').click();
  const relogin = user.getByRole('dialog').filter({ hasText: '登录状态已过期' });
  await expect(relogin).toBeVisible();
  await relogin.getByRole('button', { name: '重新登录' }).click();
  await expect(user).toHaveURL(/#\/login/);

  // every step above is in the operation log
  await admin.goto('#/system/log/operlog');
  const log = admin.getByTestId('operlog-page');
  for (const title of ['部门管理', '角色管理', '用户管理', '在线用户']) await expect(log).toContainText(title);
});
