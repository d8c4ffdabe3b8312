import { expect, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

test('after choosing a project (one with sub-projects) the top menu leads to its pages', async ({ page, request }) => {
  const api = await adminApi(request);
  const parent = await api('POST', '/business/project/create', { projectName: '导航总包项目', status: '1' });
  const parentId = parent.data.projectId as number;
  await api('POST', '/business/project/create', { projectName: '导航一标段', status: '1', parentId });

  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  const topMenu = page.getByTestId('top-menu');
  const side = page.getByTestId('side-menu');

  // No project yet: 最近访问 is the way into the project group (spec 01 §2).
  await page.evaluate(() => localStorage.removeItem('projectId'));
  await page.reload();
  await expect(topMenu.getByTestId('top-menu-/business/modelDashboard')).toBeVisible();
  await expect(topMenu.getByTestId('top-menu-project')).toHaveCount(0);

  // The selector opens on a click; the project that has a sub-project can be chosen.
  await page.getByTestId('project-selector').click();
  await page.getByTestId(`project-tree-node-${parentId}`).click();
  await expect(page.getByTestId('current-project-name')).toHaveText('导航总包项目');

  // 最近访问 gives way to 项目, which opens the project's dashboard with the project group's menu.
  await expect(topMenu.getByTestId('top-menu-/business/modelDashboard')).toHaveCount(0);
  await topMenu.getByTestId('top-menu-project').click();
  await expect(page).toHaveURL(new RegExp(`#/projectDashboard/${parentId}$`));
  await expect(page.getByTestId('project-dashboard')).toContainText('导航总包项目');
  // The group's one folder (项目) opens by itself: its pages show at once.
  await expect(side.getByTestId('side-menu-item-/business/quality')).toBeVisible();

  // 项目列表 after a page of another group: the project group's side menu, not the last group's.
  await page.goto('#/system/user');
  await expect(side.getByTestId('side-menu-item-/system/user')).toBeVisible();
  await page.goto('#/project');
  await expect(side.getByTestId('side-menu-item-/business/quality')).toBeVisible();
  await expect(side.getByTestId('side-menu-item-/system/user')).toHaveCount(0);
  // … and 项目 is the top entry lit there.
  await expect(topMenu.locator('.ant-menu-item-selected')).toContainText('项目');
});

test('at 390 px the side menu stays open until the user closes it or navigates', async ({ page }) => {
  acceptLeavePrompts(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAsAdmin(page);
  await page.goto('#/system/user');
  const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('side-menu') });

  // Opened: still open well after the resize event announced 300 ms after the toggle.
  await page.getByTestId('hamburger').click();
  await expect(drawer).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(drawer).toBeVisible();

  // Navigating from it closes it.
  await drawer.getByTestId('side-menu-item-/system/role').click();
  await expect(page).toHaveURL(/#\/system\/role$/);
  await expect(drawer).toBeHidden();

  // Opened again, closed by the user (the mask).
  await page.getByTestId('hamburger').click();
  await expect(drawer).toBeVisible();
  await page.waitForTimeout(600);
  await page.mouse.click(370, 400);
  await expect(drawer).toBeHidden();

  // More tabs than fit: the active one is scrolled into view, the others are offered in a menu.
  for (const path of ['/system/menu', '/system/dept', '/system/post', '/system/dict', '/system/config']) {
    await page.goto(`#${path}`);
    await expect(page.getByTestId(`tag-${path}`)).toHaveAttribute('aria-selected', 'true');
  }
  await expect
    .poll(async () => {
      const strip = await page.getByTestId('tags-view').boundingBox();
      const active = await page.getByTestId('tag-/system/config').boundingBox();
      return Boolean(active && strip && active.x >= strip.x && active.x + active.width <= strip.x + strip.width);
    })
    .toBe(true);
  await page.getByTestId('tags-more').click();
  await page.getByTestId('tags-more-menu').getByTestId('tags-more-/system/user').click();
  await expect(page).toHaveURL(/#\/system\/user$/);
  // The strip scrolls smoothly: the tag ends up inside it.
  await expect
    .poll(async () => {
      const user = await page.getByTestId('tag-/system/user').boundingBox();
      const after = await page.getByTestId('tags-view').boundingBox();
      return Boolean(user && after && user.x >= after.x && user.x + user.width <= after.x + after.width);
    })
    .toBe(true);
});
