import { expect, test } from '@playwright/test';
import { loginAsAdmin } from '../support/session.ts';

const SCHEMA = JSON.stringify({
  type: 'default',
  components: [
    { type: 'textfield', key: 'reason', label: '请假事由', validate: { required: true, maxLength: 50 } },
    { type: 'number', key: 'days', label: '天数', validate: { min: 1 } },
  ],
});

/** The stored form with `formKey`, read through the API with a fresh admin token. */
async function storedForm(request: import('@playwright/test').APIRequestContext, formKey: string) {
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token as string}` };
  const list = await request.get('/prod-api/system/form/list', { params: { formKey }, headers });
  const [row] = (await list.json()).rows as Array<{ formId: number }>;
  if (!row) return undefined;
  return (await (await request.get(`/prod-api/system/form/${row.formId}`, { headers })).json()).data as {
    formName: string;
    formContent: string;
    modelKey: string | null;
  };
}

test('an administrator adds a form: the schema is checked while typed and previewed with form-js', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('#/system/form');
  await expect(page.getByTestId('form-row-1')).toContainText('质量整改审批');

  await page.getByTestId('form-add').click();
  const form = page.getByTestId('form-form');
  await form.getByLabel('表单名称').fill('请假申请');
  await form.getByLabel('表单标识').fill('leave_request');
  await form.getByLabel('流程标识').fill('leave');

  const content = form.getByTestId('form-content');
  await content.fill('{"components": [{"type": "iframe", "key": "page"}]}');
  await expect(form.getByText('组件 page 的类型 iframe 不受支持')).toBeVisible();
  await content.fill(SCHEMA);
  await expect(form.getByText('JSON 有效，共 2 个字段')).toBeVisible();

  // The preview is the form-js viewer, with its messages in Chinese.
  const preview = page.getByTestId('form-preview');
  await expect(preview.getByLabel('请假事由')).toBeVisible();
  await preview.getByLabel('天数').fill('0');
  await preview.getByLabel('请假事由').click();
  await expect(preview.getByText('不能小于 1')).toBeVisible();

  await page.getByTestId('form-form-submit').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByTestId('form-table')).toContainText('leave_request');
  const stored = await storedForm(page.request, 'leave_request');
  expect(stored).toMatchObject({ formName: '请假申请', modelKey: 'leave' });
  expect(JSON.parse(stored?.formContent ?? '{}')).toEqual(JSON.parse(SCHEMA));
});
