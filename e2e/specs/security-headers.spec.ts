import { expect, type Page, test } from '@playwright/test';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

/** Every content-security-policy violation the page reports, collected in the page itself. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ...console,
  ];
}

test.beforeEach(({ page }) => acceptLeavePrompts(page));

test('the app runs under its content security policy without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('#/login');
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  await loginAsAdmin(page);
  // Pages with charts, rich layouts, trees and tables: each loads its own chunks and styles.
  for (const [path, testId] of [
    ['#/project', 'project-list-page'],
    ['#/system/user', 'user-page'],
    ['#/projectMap', 'project-map'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(testId)).toBeVisible();
  }
  await page.goto('#/system/notice');
  await expect(page.getByRole('button', { name: /新增/ }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
