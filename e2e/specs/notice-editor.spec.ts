import { expect, test } from '@playwright/test';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

/** The stored notices titled `title`, read through the API with a fresh admin token. */
async function storedNotices(request: import('@playwright/test').APIRequestContext, title: string) {
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const token = (await login.json()).data.access_token as string;
  const list = await request.get('/prod-api/system/notice/list', {
    params: { noticeTitle: title },
    headers: { authorization: `Bearer ${token}` },
  });
  return (await list.json()).rows as Array<{ noticeId: number; noticeContent: string }>;
}

test('rich text typed just before 确定 in the notice dialog is stored', async ({ page }) => {
  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  await page.goto('#/system/notice');
  await page.getByTestId('notice-add').click();
  const form = page.getByTestId('notice-form');
  await form.getByLabel('公告标题').fill('停水通知');
  await form.getByTestId('notice-form-type').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('通知', { exact: true }).click();

  const editor = form.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('明天停水');
  // The last words and the click on 确定 in one go, well inside the editor's 250 ms debounce; the
  // click is the button's own (no focus moves first), as when a browser does not focus buttons.
  await page.evaluate(async () => {
    document.execCommand('insertText', false, '，八点起');
    await new Promise((resolve) => setTimeout(resolve, 0));
    (document.querySelector('[data-testid="notice-form-submit"]') as HTMLButtonElement).click();
  });
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(form).toBeHidden();

  const [stored] = await storedNotices(page.request, '停水通知');
  expect(stored?.noticeContent).toBe('<p>明天停水，八点起</p>');

  // Re-opened, the notice shows what was typed.
  await page.getByTestId(`notice-title-${stored?.noticeId}`).click();
  await expect(page.getByTestId('notice-detail-content')).toHaveText('明天停水，八点起');
  await page.keyboard.press('Escape');

  // Edited the same way, with a real click on 确定 right after typing.
  await page.locator('.ant-table-row', { hasText: '停水通知' }).getByTestId('notice-row-edit').click();
  await expect(editor).toHaveText('明天停水，八点起');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('至十点');
  await page.getByTestId('notice-form-submit').click();
  await expect(page.getByText('修改成功')).toBeVisible();
  expect((await storedNotices(page.request, '停水通知'))[0]?.noticeContent).toBe('<p>明天停水，八点起至十点</p>');
});
