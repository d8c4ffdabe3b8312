import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { acceptLeavePrompts, changeInitialPassword, loginAs, loginAsAdmin } from '../support/session.ts';

/** A model exported by the Flowable modeler (its own `modeler:*` element included). */
const FLOWABLE_EXPORT = resolve(import.meta.dirname, '../fixtures/flowable-modeler-export.bpmn20.xml');
const MODEL_ROUTE = '/system/flowable-manage/system/flowable/model';
const DESIGNER_ROUTE = '/sys/flowable/design';
const TODO = '/order/order/my-todo';

/** The confirmation dialog's 确 定. */
test.use({ viewport: { width: 1600, height: 900 } });

const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();

/** The ids of the diagram's elements now drawn. */
const drawnIds = (page: Page) =>
  page
    .locator('[data-testid="designer-canvas"] .djs-element[data-element-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-element-id') ?? ''));

/** Runs an action and answers the one element id of the given prefix it added. */
async function added(page: Page, prefix: string, action: () => Promise<void>): Promise<string> {
  const before = new Set(await drawnIds(page));
  await action();
  let found: string[] = [];
  await expect
    .poll(async () => {
      found = (await drawnIds(page)).filter((id) => !before.has(id) && id.startsWith(prefix) && !id.endsWith('_label'));
      return found.length;
    })
    .toBe(1);
  return found[0] as string;
}

const shape = (page: Page, id: string) =>
  page.locator(`[data-testid="designer-canvas"] .djs-element[data-element-id="${id}"]`);

/** The middle of a sequence flow's line, in page coordinates. */
const flowMiddle = (page: Page, id: string) =>
  shape(page, id)
    .locator('.djs-visual > path')
    .evaluate((path: SVGPathElement) => {
      const point = path.getPointAtLength(path.getTotalLength() / 2);
      const m = path.getScreenCTM() as DOMMatrix;
      return { x: point.x * m.a + point.y * m.c + m.e, y: point.x * m.b + point.y * m.d + m.f };
    });

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Takes an element from the palette and drops it at a point of the canvas. */
async function fromPalette(page: Page, action: string, at: { x: number; y: number }) {
  await page.locator(`.djs-palette [data-action="${action}"]`).click();
  await page.mouse.move(at.x - 10, at.y - 10);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
}

/**
 * Selects a shape by its top right corner (the context pad of what is selected, a connection just
 * drawn say, can lie over the middle of the shape). Ending a drag, as the connect tool does, makes
 * diagram-js swallow the next click, so the click is repeated until the shape shows as selected.
 */
async function select(page: Page, id: string) {
  const target = shape(page, id);
  await expect(async () => {
    const box = await target.boundingBox();
    if (!box) throw new Error(`${id} is not drawn`);
    await target.click({ position: { x: box.width - 4, y: 4 } });
    await expect(target).toHaveClass(/\bselected\b/, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Connects two shapes with the context pad's connect tool. */
async function connect(page: Page, from: string, to: string) {
  await select(page, from);
  await page.locator('.djs-context-pad [data-action="connect"]').click();
  const target = await centre(shape(page, to));
  await page.mouse.move(target.x - 5, target.y);
  await page.mouse.click(target.x, target.y);
}

/** Picks an option of an antd Select by its shown text. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

test('draw start → user task → gateway with two conditional flows → two ends, fill the panel, save, deploy, apply, see the to-do', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  acceptLeavePrompts(page);
  const api = await adminApi(request);
  await api('POST', '/system/role', {
    roleName: '设计审批人',
    roleKey: 'e2e_designer_approver',
    roleSort: 7,
    menuIds: [3, 300, 531, 532],
  });
  const roleId = (await api('GET', '/system/role/list?roleKey=e2e_designer_approver')).rows[0].roleId as number;
  await api('POST', '/system/user', {
    userName: 'designapprover',
    nickName: '设计审批人一',
    password: 'start123',
    deptId: 103,
    roleIds: [roleId],
  });

  await loginAsAdmin(page);
  await page.goto(`#${MODEL_ROUTE}`);
  await expect(page.getByTestId('model-page')).toBeVisible();
  await page.getByTestId('model-design-new').click();
  await expect(page).toHaveURL(new RegExp(`#${DESIGNER_ROUTE}\\?pageNum=1$`));
  const canvas = page.locator('[data-testid="designer-canvas"][data-ready="true"]');
  await expect(canvas.locator('.djs-palette')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('designer-zoom')).toHaveText('100%');
  await expect(page.getByTestId('designer-undo')).toBeDisabled();

  // Draw with the palette and the context pad.
  const start = await centre(shape(page, 'StartEvent_1'));
  const task = await added(page, 'Activity_', () => fromPalette(page, 'create.task', { x: start.x + 130, y: start.y }));
  await expect(page.getByTestId('designer-undo')).toBeEnabled();
  await connect(page, 'StartEvent_1', task);
  await select(page, task);
  await page.locator('.djs-context-pad [data-action="replace"]').click();
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  const userTask = task; // replacing keeps the id
  const gateway = await added(page, 'Gateway_', () =>
    fromPalette(page, 'create.exclusive-gateway', { x: start.x + 260, y: start.y }),
  );
  await connect(page, userTask, gateway);
  const approved = await added(page, 'Event_', () =>
    fromPalette(page, 'create.end-event', { x: start.x + 360, y: start.y - 90 }),
  );
  const rejected = await added(page, 'Event_', () =>
    fromPalette(page, 'create.end-event', { x: start.x + 360, y: start.y + 90 }),
  );
  const toApproved = await added(page, 'Flow_', () => connect(page, gateway, approved));
  const toRejected = await added(page, 'Flow_', () => connect(page, gateway, rejected));
  // ids are the element prefix and 8 random characters
  for (const id of [userTask, gateway, approved, rejected, toApproved, toRejected]) expect(id).toMatch(/_[a-z0-9]{8}$/);

  // A user task with nobody to do it deploys as an unassigned task (Flowable's rule, issue 25):
  // the canvas's check finds nothing to report.
  await expect(page.locator('.bjsl-button')).toContainText('没有问题');

  // Task tab: candidates are the role.
  await select(page, userTask);
  await expect(page.getByTestId('panel-tab-base')).toBeVisible();
  await page.getByTestId('panel-tab-task').click();
  await page.getByTestId('panel-candidate-role').click();
  await choose(page, page.getByTestId('panel-candidate-roles'), '设计审批人');
  await expect(page.locator('.bjsl-button')).toContainText('没有问题');

  // Task listener on create: the engine's notify handler, with an injected field.
  await page.getByTestId('panel-tab-taskListeners').click();
  await page.getByTestId('panel-task-listeners-add').click();
  const drawer = page.getByTestId('panel-listener-drawer');
  await choose(page, drawer.getByTestId('panel-listener-event'), '创建');
  await drawer.getByTestId('panel-listener-id').fill('notifyOnCreate');
  await choose(page, drawer.getByTestId('panel-listener-type'), 'Java类');
  await choose(page, drawer.getByTestId('panel-listener-class'), 'notify');
  await drawer.getByTestId('panel-listener-add-field').click();
  await page.getByTestId('panel-field-name').fill('to');
  await choose(page, page.getByTestId('panel-field-type'), '字符串');
  await page.getByTestId('panel-field-string').fill('starter');
  await page.getByTestId('panel-field-save').click();
  await drawer.getByTestId('panel-listener-save').click();
  await expect(drawer).toBeHidden();

  // The two flows out of the gateway are conditional.
  for (const [flow, expression] of [
    [toApproved, `\${approve == 1}`],
    [toRejected, `\${approve == 0}`],
  ] as const) {
    const line = await flowMiddle(page, flow);
    await page.mouse.click(line.x, line.y);
    await page.getByTestId('panel-tab-condition').click();
    await choose(page, page.getByTestId('panel-flow-type'), '条件流转路径');
    await page.getByTestId('panel-condition-body').fill(expression);
    await page.getByTestId('panel-condition-body').blur();
  }

  // What the page keeps for save: preview it as XML.
  await page.getByTestId('designer-preview').hover();
  await page.getByRole('menuitem', { name: '预览XML' }).click();
  const preview = page.getByTestId('designer-preview-text');
  await expect(preview).toContainText(`<bpmn2:userTask id="${userTask}"`);
  await expect(preview).toContainText(`flowable:candidateGroups="r${roleId}"`);
  await expect(preview).toContainText('<flowable:taskListener id="notifyOnCreate" event="create" class="notify">');
  await expect(preview).toContainText('<flowable:field name="to" stringValue="starter" />');
  await expect(preview).toContainText(`\${approve == 1}`);
  await expect(preview).toContainText(`\${approve == 0}`);
  await page.keyboard.press('Escape');

  // Save: asked, done, back on 流程模板 (with t and pageNum), the designer's tab closed.
  await page.getByTestId('designer-save').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('确定要提交吗？');
  await confirm(page);
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${MODEL_ROUTE}\\?t=\\d+&pageNum=1$`));
  await expect(page.getByTestId(`tag-${DESIGNER_ROUTE}`)).toHaveCount(0);

  const models = (await api('GET', '/flowable/flowable/model-list?pageNum=1&pageSize=50')).rows as Array<{
    modelId: number;
    modelKey: string;
  }>;
  const saved = models.find((model) => model.modelKey.startsWith('Process_'));
  expect(saved).toBeDefined();
  const xml = (await api('GET', `/flowable/flowable/getXml/${saved?.modelId}`)).data as string;
  expect(xml).toContain(`flowable:candidateGroups="r${roleId}"`);

  // Deploy it from the list, then apply through a form bound to it.
  const row = page.getByTestId('model-table').locator('tr', { hasText: saved?.modelKey as string });
  await row.getByTestId('model-row-deploy').click();
  await confirm(page);
  await expect(page.getByText('部署成功，版本 1')).toBeVisible();
  await api('POST', '/system/form', {
    formName: '设计器申请',
    formKey: 'designer_apply',
    modelKey: saved?.modelKey,
    formContent: JSON.stringify({
      type: 'default',
      components: [{ type: 'textfield', key: 'reason', label: '申请事由' }],
    }),
  });
  await page.goto('#/order/order/apply-form');
  await page.getByTestId('order-apply-form-designer_apply').click();
  await page.getByTestId('order-apply-form').getByLabel('申请事由').fill('设计器画的流程');
  await page.getByTestId('order-apply-title').fill('设计器申请一');
  await page.getByTestId('order-apply-submit').click();
  await expect(page.getByText('申请已提交')).toBeVisible();

  // The role's member sees the to-do.
  const approver = await (await browser.newContext()).newPage();
  acceptLeavePrompts(approver);
  await loginAs(approver, 'designapprover', 'start123');
  await changeInitialPassword(approver, 'start123', 'later456');
  await approver.goto(`#${TODO}`);
  await expect(approver.getByTestId('order-todo-table').locator('tr', { hasText: '设计器申请一' })).toBeVisible();
});

test('a Flowable-modeler file opens in the designer and downloads as BPMN with every flowable:* attribute', async ({
  page,
}) => {
  test.setTimeout(180_000);
  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  await page.goto(`#${DESIGNER_ROUTE}`);
  const canvas = page.locator('[data-testid="designer-canvas"][data-ready="true"]');
  await expect(canvas.locator('.djs-palette')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('designer-open-input').setInputFiles(FLOWABLE_EXPORT);
  await expect(canvas.locator('[data-element-id="deptReview"]')).toBeVisible();

  await page.getByTestId('designer-download').hover();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '下载为BPMN文件' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('计划审批.bpmn');
  const text = readFileSync((await download.path()) as string, 'utf8');

  const original = readFileSync(FLOWABLE_EXPORT, 'utf8');
  const attributes = (xml: string) =>
    [...xml.matchAll(/\s(flowable:[A-Za-z]+)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
  const elements = (xml: string) => [...xml.matchAll(/<(flowable:[A-Za-z]+)[\s>/]/g)].map((m) => m[1]);
  expect(attributes(original).length).toBeGreaterThan(8);
  for (const attribute of attributes(original)) expect(attributes(text)).toContain(attribute);
  for (const element of elements(original)) expect(elements(text)).toContain(element);
  expect(text).toContain('starter');

  // Zoom is refused beyond 20%, and align needs several elements.
  await page.getByTestId('designer-align-left').click();
  await expect(page.getByText('请按住 Ctrl 键选择多个元素对齐')).toBeVisible();
  await page.getByTestId('designer-zoom-in').click();
  await expect(page.getByTestId('designer-zoom')).toHaveText('110%');
  for (let i = 0; i < 10; i++) await page.getByTestId('designer-zoom-out').click();
  await expect(page.getByTestId('designer-zoom')).toHaveText('20%');
  await expect(page.getByText('缩放比例只能在 20% 到 400% 之间').first()).toBeVisible();
});
