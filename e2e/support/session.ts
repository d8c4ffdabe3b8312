import { expect, type Page } from '@playwright/test';

/** The app always sets a beforeunload prompt (spec 01 §2): accept it on real navigations. */
export function acceptLeavePrompts(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
}

export async function loginAs(page: Page, username: string, password: string) {
  await page.goto('#/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

export async function loginAsAdmin(page: Page) {
  await loginAs(page, 'admin', 'admin123');
  await expect(page.getByTestId('welcome-card')).toBeVisible();
}
