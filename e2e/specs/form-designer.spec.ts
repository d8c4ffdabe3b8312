import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

/**
 * The work-order process of the task-centre spec under a key of its own (the specs share one
 * database, and the task-centre spec imports `order_approval`); its review step goes to the
 * administrators' role (1).
 */
const PROCESS = resolve(import.meta.dirname, '../fixtures/order-approval.bpmn20.xml');
const MODEL_ROUTE = '/system/flowable-manage/system/flowable/model';

/** Drags a palette entry onto the end of the form (the editor's drag and drop follows the mouse). */
async function dragFromPalette(page: Page, editor: Locator, type: string) {
  const source = await editor.locator(`.fjs-palette-field[data-field-type="${type}"]`).boundingBox();
  const target = await editor.locator('.fjs-form-container .fjs-drop-container-vertical').first().boundingBox();
  if (!source || !target) throw new Error('the palette or the form is not shown');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2 + 30, source.y + source.height / 2 + 30, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height - 20, { steps: 10 });
  await page.mouse.up();
}

/** Gives the selected field its label and key in the properties panel (常规). */
async function labelAndKey(page: Page, editor: Locator, label: string, key: string) {
  const panel = editor.locator('.fjs-properties-container');
  const labelInput = panel.getByRole('textbox', { name: '字段标签' });
  if (!(await labelInput.isVisible())) await panel.getByText('常规', { exact: true }).click();
  await labelInput.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(label);
  await panel.locator('#bio-properties-panel-key').fill(key);
}

test('design a form by drag and drop, bind it to a process, apply through it and see the values', async ({ page }) => {
  // A long flow (deploy, design, apply) on a shared machine.
  test.slow();
  acceptLeavePrompts(page);
  await loginAsAdmin(page);

  // The process the form starts: imported and deployed from the model list, as administrators do.
  const file = join(tmpdir(), `order-approval-designer-${Date.now()}.bpmn20.xml`);
  writeFileSync(
    file,
    readFileSync(PROCESS, 'utf8').replaceAll('ROLE_ID', '1').replaceAll('order_approval', 'device_approval'),
  );
  await page.goto(`#${MODEL_ROUTE}`);
  await page.getByTestId('model-import').click();
  await page.getByTestId('model-import-dialog').locator('input[type=file]').setInputFiles(file);
  await page.getByTestId('model-import-submit').click();
  await page
    .getByTestId('model-table')
    .locator('tr', { hasText: 'device_approval' })
    .getByTestId('model-row-deploy')
    .click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();
  await expect(page.getByText('部署成功，版本 1')).toBeVisible();

  // 动态表单 → 表单设计 opens the designer blank, with the palette and properties panel in Chinese.
  await page.goto('#/system/form');
  await page.getByTestId('form-design-new').click();
  await expect(page).toHaveURL(/#\/sys\/form\/design$/);
  const editor = page.getByTestId('form-design-editor');
  await expect(editor.locator('.fjs-palette-header')).toHaveText('组件');
  await expect(editor.locator('.fjs-palette-field[data-field-type="textfield"]')).toContainText('文本框');
  // What the server would refuse is not offered.
  await expect(editor.locator('.fjs-palette-field[data-field-type="iframe"]')).toHaveCount(0);

  // Saving needs a name.
  await page.getByTestId('form-design-save').click();
  await expect(page.getByText('表单名称不能为空')).toBeVisible();

  const header = page.getByTestId('form-design-form');
  await header.getByLabel('表单名称').fill('设备领用申请');
  await header.getByLabel('表单标识').fill('device_use');
  // Bound to the deployed process (the picker offers it).
  await header.getByLabel('流程标识').fill('device_');
  await page.locator('.ant-select-item-option', { hasText: 'device_approval v1' }).click();
  await expect(header.getByLabel('流程标识')).toHaveValue('device_approval');

  await dragFromPalette(page, editor, 'textfield');
  // A dropped field is labelled with its Chinese name until the modeller names it.
  await expect(editor.locator('.fjs-form-container .fjs-form-field-label').first()).toHaveText('文本框');
  await labelAndKey(page, editor, '设备名称', 'deviceName');
  await dragFromPalette(page, editor, 'number');
  await labelAndKey(page, editor, '领用数量', 'quantity');
  await expect(editor.locator('.fjs-form-container')).toContainText('设备名称');
  await expect(editor.locator('.fjs-form-container')).toContainText('领用数量');
  await expect(page.getByText('共 2 个字段')).toBeVisible();

  // The live preview is the viewer the task centre uses.
  await page.getByRole('tab', { name: '预览' }).click();
  const preview = page.getByTestId('form-design-preview');
  await preview.getByLabel('设备名称').fill('全站仪');
  await expect(preview.getByLabel('领用数量')).toBeVisible();

  await page.getByTestId('form-design-save').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/system\/form$/);
  // Saving closes the designer's tab.
  await expect(page.getByTestId('tag-/sys/form/design')).toHaveCount(0);
  const row = page.getByTestId('form-table').locator('tr', { hasText: 'device_use' });
  await expect(row).toContainText('device_approval');

  // What the server holds: the editor's schema with the two fields.
  const login = await page.request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const headers = { authorization: `Bearer ${(await login.json()).data.access_token as string}` };
  const listed = await (await page.request.get('/prod-api/system/form/list?formKey=device_use', { headers })).json();
  const formId = listed.rows[0].formId as number;
  const stored = (await (await page.request.get(`/prod-api/system/form/${formId}`, { headers })).json()).data;
  expect(stored).toMatchObject({ formName: '设备领用申请', formKey: 'device_use', modelKey: 'device_approval' });
  const schema = JSON.parse(stored.formContent) as { components: Array<{ type: string; key: string; label: string }> };
  expect(schema.components.map(({ type, key, label }) => ({ type, key, label }))).toEqual([
    { type: 'textfield', key: 'deviceName', label: '设备名称' },
    { type: 'number', key: 'quantity', label: '领用数量' },
  ]);

  // 设计 opens the stored form in the designer again.
  await row.getByTestId('form-row-design').click();
  await expect(page).toHaveURL(new RegExp(`#/sys/form/design\\?formId=${formId}$`));
  await expect(page.getByTestId('form-design-form').getByLabel('表单名称')).toHaveValue('设备领用申请');
  await expect(editor.locator('.fjs-form-container')).toContainText('领用数量');
  await page.getByTestId('form-design-back').click();
  await expect(page).toHaveURL(/#\/system\/form$/);

  // 应用申请: the designed form starts the process; the submitted values are shown with the order.
  await page.goto('#/order/order/apply-form');
  await page.getByTestId('order-apply-form-device_use').click();
  const form = page.getByTestId('order-apply-form');
  await form.getByLabel('设备名称').fill('全站仪');
  await form.getByLabel('领用数量').fill('2');
  await page.getByTestId('order-apply-title').fill('领用全站仪');
  await page.getByTestId('order-apply-submit').click();
  await expect(page.getByText('申请已提交')).toBeVisible();
  await expect(page).toHaveURL(/#\/order\/order\/my-order$/);
  const mine = page.getByTestId('order-mine-table').locator('tr', { hasText: '领用全站仪' });
  await expect(mine.getByTestId('order-status')).toHaveText('审批中');
  await mine.getByTestId('order-mine-view').click();
  const values = page.getByTestId('order-detail').getByTestId('order-form-values');
  await expect(values.getByLabel('设备名称')).toHaveValue('全站仪');
  await expect(values.getByLabel('领用数量')).toHaveValue('2');
});
