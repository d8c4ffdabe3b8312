import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { PNG } from './admin-api.ts';
import { acceptLeavePrompts, changeInitialPassword, loginAs } from './session.ts';

/**
 * Helpers of the people on site (inspectors, rectifiers, approvers): their own browser, their
 * first login, the current project, a problem's dialog and its rectification.
 */

/** An upload of the spec's real 1×1 PNG under `name`. */
export const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A page in a browser context of its own (one person), leave prompts accepted. */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const page = await (await browser.newContext(options)).newPage();
  acceptLeavePrompts(page);
  return page;
}

/** The work desk's selector makes the project current (a click, as on a phone). */
export async function chooseProject(page: Page, projectId: number, projectName: string) {
  await page.goto('#/index');
  await page.getByTestId('project-selector').click();
  // The tree is a virtual list 200 px high: with many projects the node is rendered once scrolled to.
  const node = page.getByTestId(`project-tree-node-${projectId}`);
  await expect(async () => {
    if ((await node.count()) === 0) {
      await page
        .locator('.ant-tree-list-holder')
        .first()
        .evaluate((el) => {
          el.scrollTop += 150;
        });
    }
    await expect(node).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await node.click();
  await expect(page.getByTestId('current-project-name')).toHaveText(projectName);
}

/** First login of a user an administrator created (initial password start123, changed to later456). */
export async function firstLogin(page: Page, userName: string) {
  await loginAs(page, userName, 'start123');
  await changeInitialPassword(page, 'start123', 'later456');
  await expect(page.getByTestId('welcome-card')).toBeVisible();
}

/** The confirmation dialog's 确 定. */
export const confirmDialog = (page: Page) =>
  page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();

/** 质量检查 → 质量问题 of the current project. */
export async function openQualityProblems(page: Page) {
  await page.goto('#/business/quality');
  await page.getByTestId('quality-tabs').getByRole('tab', { name: '质量问题' }).click();
}

/** 质量检查 → 质量问题, the problem `name` opened in its dialog. */
export async function openQualityProblem(page: Page, name: string) {
  await openQualityProblems(page);
  await page.getByTestId('tracking-table').getByText(name).click({ timeout: 30_000 });
  const dialog = page.getByTestId('problem-dialog');
  await expect(dialog.getByTestId('problem-name')).toHaveText(name);
  return dialog;
}

/** A rectification with its content and one photo, in the open problem dialog. */
export async function addRectification(page: Page, content: string) {
  const dialog = page.getByTestId('problem-dialog');
  await dialog.getByTestId('rect-add').click();
  const form = page.getByTestId('rect-form');
  await form.getByTestId('rect-content').fill(content);
  await form.getByTestId('image-upload').locator('input[type=file]').setInputFiles(photo('rect.png'));
  await expect(form.getByTestId('image-upload').locator('.ant-upload-list-item')).toHaveCount(1);
  await page.locator('#rect-submit').click();
  await expect(dialog.getByTestId('rect-list')).toContainText(content);
}

/** A row of 待办任务 (a table row at 1440 px, a card at 390 px) holding `text`. */
export const todoRow = (page: Page, text: string) =>
  page.getByTestId('order-todo-table').locator('[data-testid^="order-todo-row-"]', { hasText: text });
