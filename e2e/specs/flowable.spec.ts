import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

/** The engine's fixture: its script task names a handler the server does not register. */
const UNDEPLOYABLE = resolve(import.meta.dirname, '../../apps/server/src/core/workflow/fixtures/approval.bpmn20.xml');
/** The same process with its diagram and without that script task. */
const APPROVAL = resolve(import.meta.dirname, '../fixtures/approval.bpmn20.xml');
/** Three processes, no diagram layout, flows without ids (a Flowable engine file). */
const SEVERAL = resolve(
  import.meta.dirname,
  '../../apps/server/src/core/workflow/fixtures/flowable-several-processes.bpmn20.xml',
);

const MODEL_ROUTE = '/system/flowable-manage/system/flowable/model';
const DEFINITION_ROUTE = '/system/flowable-manage/system/flowable/definition';

/** The confirmation dialog's 确 定. */
const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();

async function importFile(page: Page, file: string) {
  await page.getByTestId('model-import').click();
  const dialog = page.getByTestId('model-import-dialog');
  await dialog.locator('input[type=file]').setInputFiles(file);
  await expect(dialog).toContainText('approval.bpmn20.xml');
  await page.getByTestId('model-import-submit').click();
}

test('an administrator imports and deploys a process, views its diagram, suspends and activates it', async ({
  page,
  request,
}) => {
  acceptLeavePrompts(page);
  const login = await request.post('/prod-api/auth/login', { data: { username: 'admin', password: 'admin123' } });
  const headers = { Authorization: `Bearer ${(await login.json()).data.access_token as string}` };
  // The key filter matches by part (the seeded plan_approval too): keep the key `approval` itself.
  const definitions = async () =>
    (
      (
        await (
          await request.get('/prod-api/flowable/definition/definition-list?definitionKey=approval', { headers })
        ).json()
      ).rows as Array<{
        definitionId: number;
        definitionKey: string;
        version: number;
        suspensionState: string;
        name: string;
      }>
    ).filter((d) => d.definitionKey === 'approval');

  await loginAsAdmin(page);

  // 系统管理 → 流程管理 → 流程模板, its page number in the URL.
  await page.getByTestId('top-menu-/system/user').click();
  const side = page.getByTestId('side-menu');
  await side.getByText('流程管理', { exact: true }).click();
  await side.getByTestId(`side-menu-item-${MODEL_ROUTE}`).click();
  await expect(page.getByTestId('model-page')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${MODEL_ROUTE}\\?pageNum=1$`));

  // The engine's fixture imports, but its deploy is refused naming the element.
  await importFile(page, UNDEPLOYABLE);
  const table = page.getByTestId('model-table');
  // The row of the key `approval` (the seeded plan_approval is listed too).
  const row = table.locator('tr').filter({ has: page.getByText('approval', { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('未部署');
  await row.getByTestId('model-row-deploy').click();
  await confirm(page);
  await expect(page.getByTestId('deploy-problems')).toContainText(
    '元素 记录 [record] 引用了未注册的处理器 recordApproval',
  );
  await page.getByTestId('deploy-problems-close').click();
  expect(await definitions()).toEqual([]);

  // Deleted, and the corrected copy imported and deployed as version 1.
  await row.getByTestId('model-row-delete').click();
  await confirm(page);
  await expect(row).toHaveCount(0);
  await importFile(page, APPROVAL);
  await expect(row).toHaveCount(1);
  await row.getByTestId('model-row-deploy').click();
  await confirm(page);
  await expect(page.getByText('部署成功，版本 1')).toBeVisible();
  await expect(row).toContainText('v1');
  const [deployed] = await definitions();
  expect(deployed).toMatchObject({ version: 1, suspensionState: '1', name: '审批' });

  // 流程定义: version 1, active; its diagram shows the user task.
  await side.getByTestId(`side-menu-item-${DEFINITION_ROUTE}`).click();
  const defRow = page.getByTestId(`definition-row-${deployed?.definitionId}`);
  await expect(defRow).toContainText('v1');
  await expect(defRow).toContainText('激活');
  await defRow.getByTestId('definition-row-diagram').click();
  const viewer = page.getByTestId('bpmn-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'shown');
  await expect(viewer.locator('[data-element-id="review"]')).toContainText('审核');
  // Escape closes it once the dialog holds the focus (it takes it as it opens).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden({ timeout: 1000 });
  }).toPass();

  // Suspended, then activated again: the server says so each time.
  await defRow.getByTestId('definition-row-suspend').click();
  await confirm(page);
  await expect(defRow).toContainText('挂起');
  expect((await definitions())[0]?.suspensionState).toBe('2');
  await defRow.getByTestId('definition-row-activate').click();
  await confirm(page);
  await expect(defRow.getByTestId(`definition-state-${deployed?.definitionId}`)).toHaveText('激活');
  expect((await definitions())[0]?.suspensionState).toBe('1');
});

test('流程定义 查看 shows a file without diagram layout laid out, each definition its own process', async ({
  page,
  request,
}) => {
  acceptLeavePrompts(page);
  const api = await adminApi(request);
  const imported = await api('POST', '/flowable/flowable/import-xml', { xml: readFileSync(SEVERAL, 'utf8') });
  const deployed = await api('POST', '/flowable/flowable/deploy', { modelId: imported.data.modelId });
  const closure = (deployed.data.processes as Array<{ definitionId: number; definitionKey: string }>).find(
    (p) => p.definitionKey === 'site-closure',
  );

  await loginAsAdmin(page);
  await page.goto(`#${DEFINITION_ROUTE}`);
  await page.getByTestId(`definition-row-${closure?.definitionId}`).getByTestId('definition-row-diagram').click();
  const viewer = page.getByTestId('bpmn-viewer');
  await expect(viewer).toHaveAttribute('data-state', 'shown');
  // bpmn-js draws the second process of the file: a shape per node, its id-less flows under the engine's ids.
  for (const id of ['closureStart', 'confirm', 'stop', 'flow_closureStart_confirm', 'flow_confirm_stop'])
    await expect(viewer.locator(`[data-element-id="${id}"]`)).toHaveCount(1);
  await expect(viewer.locator('[data-element-id="confirm"]')).toContainText('确认停工');
  await expect(viewer.locator('[data-element-id="register"]')).toHaveCount(0);
});
