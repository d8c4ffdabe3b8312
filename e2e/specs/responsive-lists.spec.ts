import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

// Issue 12 item 20: lists fit at 1440 px (no clipped column, no covered action) and become a card
// list at 390 px, through the shared list scaffold (DataTable).

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const token = (await login.json()).data.access_token as string;
  return async (method: 'GET' | 'POST', url: string, data?: unknown) => {
    const res = await request.fetch(`/prod-api${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });
    const body = await res.json();
    expect(body.code, `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  };
}

/** The element is on screen (scrolled to if need be) and is what a click at its centre hits. */
async function expectReachable(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no box');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  const { x, y } = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const uncovered = await target.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit !== null && element.contains(hit);
    },
    { x, y },
  );
  expect(uncovered, 'nothing covers it').toBe(true);
}

let userId = 0;
let projectId = 0;

test.beforeAll(async ({ request }) => {
  // Idempotent: a worker restarted after a failure runs this again on the same database.
  const api = await adminApi(request);
  const userOf = async () => (await api('GET', '/system/user/list?userName=wide1')).rows[0]?.userId as number;
  if (!(await userOf())) {
    await api('POST', '/system/user', { userName: 'wide1', nickName: '宽屏用户', password: 'wide1234', deptId: 103 });
  }
  userId = await userOf();
  const projects = await api('GET', '/business/project/list?projectName=响应式列表项目');
  projectId =
    projects.rows[0]?.projectId ??
    (await api('POST', '/business/project/create', { projectName: '响应式列表项目', status: '1' })).data.projectId;
});

for (const lang of ['zh', 'en'] as const) {
  test(`1440 px (${lang}): the user list shows 创建时间 and row actions, the project table its actions`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    acceptLeavePrompts(page);
    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await loginAsAdmin(page);
    await page.goto('#/system/user');
    const row = page.getByTestId(`user-row-${userId}`);
    await expect(row).toBeVisible();
    const createdHeader = page
      .getByTestId('user-table')
      .getByRole('columnheader', { name: lang === 'zh' ? '创建时间' : 'Created' });
    await expectReachable(page, createdHeader);
    await expectReachable(page, page.getByTestId(`user-edit-${userId}`));
    await expectReachable(page, page.getByTestId(`user-delete-${userId}`));
    await expectReachable(page, page.getByTestId(`user-more-${userId}`));
    await page.getByTestId(`user-edit-${userId}`).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.goto('#/project');
    await page.getByTestId('project-view-toggle').getByTestId('project-view-table').click();
    await expect(page.getByTestId(`project-table-row-${projectId}`)).toBeVisible();
    await expectReachable(page, page.getByTestId(`project-edit-${projectId}`));
    await expectReachable(page, page.getByTestId(`project-place-${projectId}`));
    await expectReachable(page, page.getByTestId(`project-delete-${projectId}`));
  });

  test(`390 px (${lang}): lists are cards with their fields and actions`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    acceptLeavePrompts(page);
    await page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await loginAsAdmin(page);
    await page.goto('#/system/user');
    const list = page.getByTestId('user-table');
    await expect(list).toHaveAttribute('data-layout', 'cards');
    const card = page.getByTestId(`user-row-${userId}`);
    await expect(card).toContainText('wide1');
    await expect(card).toContainText(lang === 'zh' ? '创建时间' : 'Created');
    await expect(card).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    const cardBox = await card.boundingBox();
    expect(cardBox?.width ?? 999).toBeLessThanOrEqual(390);
    await expectReachable(page, page.getByTestId(`user-edit-${userId}`));
    await expectReachable(page, page.getByTestId(`user-more-${userId}`));
    await page.getByTestId(`user-edit-${userId}`).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.goto('#/project');
    await page.getByTestId('project-view-toggle').getByTestId('project-view-table').click();
    await expect(page.getByTestId('project-table')).toHaveAttribute('data-layout', 'cards');
    await expect(page.getByTestId(`project-table-row-${projectId}`)).toContainText('响应式列表项目');
    await expectReachable(page, page.getByTestId(`project-edit-${projectId}`));
    await expectReachable(page, page.getByTestId(`project-delete-${projectId}`));
  });
}

/**
 * In view where it is, without scrolling anything sideways: inside the window and the box of
 * `area` (the table's own scroller), and what a click at its centre hits.
 */
async function expectInViewUnscrolled(page: Page, target: Locator, area: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const frame = await area.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !frame || !viewport) throw new Error('no box');
  expect(box.x).toBeGreaterThanOrEqual(Math.max(0, frame.x) - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(Math.min(viewport.width, frame.x + frame.width) + 0.5);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hit = await target.evaluate((element, at) => {
    const found = document.elementFromPoint(at.x, at.y);
    return found !== null && element.contains(found);
  }, point);
  expect(hit, 'nothing covers it').toBe(true);
}

test('1440 px (en): 用户管理 keeps 操作 fixed at the right edge, in view without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  acceptLeavePrompts(page);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await loginAsAdmin(page);
  await page.goto('#/system/user');
  const table = page.getByTestId('user-table');
  await expect(page.getByTestId(`user-row-${userId}`)).toBeVisible();
  const header = table.getByRole('columnheader', { name: 'Actions', exact: true });
  // Fixed at the right (antd's fixed end column).
  await expect(header).toHaveClass(/ant-table-cell-fix-end/);
  // Nothing is scrolled sideways: the table's scroller at its start, the page no wider than the window.
  const scroller = table.locator('.ant-table-content').first();
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  // The column's header and the first row's actions are on screen as the page opens.
  await expectInViewUnscrolled(page, header, scroller);
  const edit = table.locator('[data-testid^="user-edit-"]').first();
  const id = (await edit.getAttribute('data-testid'))?.replace('user-edit-', '');
  for (const target of [edit, page.getByTestId(`user-delete-${id}`), page.getByTestId(`user-more-${id}`)]) {
    await expectInViewUnscrolled(page, target, scroller);
  }
  expect(await scroller.evaluate((element) => element.scrollLeft)).toBe(0);
});
