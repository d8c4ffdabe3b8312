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

/**
 * A user created by an administrator logs in for the first time: the app asks for a new
 * password before anything else (sys.account.initPasswordModify); this answers it.
 */
export async function changeInitialPassword(page: Page, oldPassword: string, newPassword: string) {
  const dialog = page.getByTestId('password-change-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('profile-old-password').fill(oldPassword);
  await dialog.getByTestId('profile-new-password').fill(newPassword);
  await dialog.getByTestId('profile-confirm-password').fill(newPassword);
  await dialog.getByTestId('profile-password-save').click();
  await expect(dialog).toBeHidden();
}
