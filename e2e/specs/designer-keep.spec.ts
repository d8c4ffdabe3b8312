import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

/** The designer's own fixtures (keep-xml.test.ts reads them too). */
const FIXTURES = resolve(import.meta.dirname, '../../apps/web/src/features/flowable/designer/__tests__/fixtures');
/** A Flowable modeler export with what the designer does not edit. */
const FLOWABLE_KEEP = resolve(FIXTURES, 'flowable-modeler-keep.bpmn20.xml');
/** An Activiti file without diagram layout. */
const NO_LAYOUT = resolve(FIXTURES, 'activiti-no-layout.bpmn20.xml');
const DESIGNER_ROUTE = '/sys/flowable/design';

type Box = { x: number; y: number; width: number; height: number };

test.use({ viewport: { width: 1600, height: 900 } });

const confirm = (page: Page) => page.locator('.ant-modal-confirm').getByRole('button', { name: '确 定' }).click();

/**
 * The two files as XML means them, compared in the browser (its DOMParser): namespace and local
 * name, attributes by namespace (numbers as numbers, `xsi:type` by its local part, BPMN schema
 * defaults as absent; namespace declarations and prefixes do not count), text trimmed, children
 * in order. Answers the paths where they differ, the task `renamed` compared by everything but its
 * name (and the empty label bpmn-js adds to its shape's DI on a rename).
 */
function differences(page: Page, before: string, after: string, renamed: string) {
  return page.evaluate(
    ({ before, after, renamed }) => {
      const defaults: Record<string, string> = {
        typeLanguage: 'http://www.w3.org/2001/XMLSchema',
        expressionLanguage: 'http://www.w3.org/1999/XPath',
        isSequential: 'false',
      };
      const xsi = 'http://www.w3.org/2001/XMLSchema-instance';
      const found: string[] = [];
      const attributesOf = (element: Element) => {
        const attributes: Record<string, string> = {};
        for (const attribute of Array.from(element.attributes)) {
          if (attribute.name === 'xmlns' || attribute.prefix === 'xmlns') continue;
          if (!attribute.namespaceURI && defaults[attribute.name] === attribute.value) continue;
          if (!attribute.namespaceURI && attribute.name === 'name' && element.getAttribute('id') === renamed) continue;
          let value = attribute.value;
          if (attribute.namespaceURI === xsi && attribute.localName === 'type') value = value.replace(/^.*:/, '');
          else if (value.trim() !== '' && Number.isFinite(Number(value))) value = String(Number(value));
          attributes[`{${attribute.namespaceURI ?? ''}}${attribute.localName}`] = value;
        }
        return attributes;
      };
      const childrenOf = (element: Element) =>
        Array.from(element.children).filter(
          (child) =>
            !(
              element.getAttribute('bpmnElement') === renamed &&
              child.localName === 'BPMNLabel' &&
              child.children.length === 0
            ),
        );
      const compare = (a: Element, b: Element, path: string) => {
        const here = `${path}/${a.localName}${a.getAttribute('id') ? `#${a.getAttribute('id')}` : ''}`;
        if (a.namespaceURI !== b.namespaceURI || a.localName !== b.localName) {
          found.push(`${here}: {${b.namespaceURI}}${b.localName}`);
          return;
        }
        const [x, y] = [JSON.stringify(attributesOf(a)), JSON.stringify(attributesOf(b))];
        const sorted = (text: string) => JSON.stringify(Object.entries(JSON.parse(text)).sort());
        if (sorted(x) !== sorted(y)) found.push(`${here}: ${x} → ${y}`);
        const [left, right] = [childrenOf(a), childrenOf(b)];
        if (left.length === 0 && right.length === 0) {
          if ((a.textContent ?? '').trim() !== (b.textContent ?? '').trim())
            found.push(`${here}: text ${b.textContent}`);
          return;
        }
        if (left.length !== right.length) {
          const names = (list: Element[]) => list.map((c) => c.localName).join(',');
          found.push(`${here}: children ${names(left)} → ${names(right)}`);
          return;
        }
        for (const [i, child] of left.entries()) compare(child, right[i] as Element, here);
      };
      const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml').documentElement;
      compare(parse(before), parse(after), '');
      return found;
    },
    { before, after, renamed },
  );
}

test('a Flowable-modeler export opened, renamed and saved keeps everything else; a file without layout opens laid out', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  acceptLeavePrompts(page);
  const api = await adminApi(request);
  const original = readFileSync(FLOWABLE_KEEP, 'utf8');
  await api('POST', '/flowable/flowable/import-xml', { xml: original });
  const models = (await api('GET', '/flowable/flowable/model-list?pageNum=1&pageSize=50&modelKey=purchase-approval'))
    .rows as Array<{ modelId: number; modelKey: string }>;
  const modelId = models.find((model) => model.modelKey === 'purchase-approval')?.modelId;
  expect(modelId).toBeDefined();

  await loginAsAdmin(page);
  await page.goto(`#${DESIGNER_ROUTE}?modelId=${modelId}&pageNum=1`);
  const canvas = page.locator('[data-testid="designer-canvas"][data-ready="true"]');
  const task = canvas.locator('.djs-element[data-element-id="deptReview"]');
  await expect(task).toBeVisible({ timeout: 30_000 });
  await expect(canvas.locator('.djs-element[data-element-id="notifyBuyer"]')).toBeVisible();

  // One change: the task's name, in the panel.
  await task.click({ position: { x: 90, y: 6 } });
  await expect(page.getByTestId('properties-panel')).toHaveAttribute('data-element', 'deptReview');
  await page.getByTestId('panel-tab-base').click();
  await page.getByTestId('panel-name').fill('部门负责人审批');
  await page.getByTestId('panel-name').blur();
  await expect(task).toContainText('部门负责人审批');
  // Flowable's async flag (exclusive off) shows in the task tab as written.
  await page.getByTestId('panel-tab-task').click();
  await expect(page.getByTestId('panel-async')).toBeChecked();
  await expect(page.getByTestId('panel-exclusive')).not.toBeChecked();

  // Downloaded: everything the file held, and the new name.
  await page.getByTestId('designer-download').hover();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '下载为BPMN文件' }).click();
  const downloaded = readFileSync((await (await downloading).path()) as string, 'utf8');

  // Saved: the stored model is what the designer exported.
  await page.getByTestId('designer-save').click();
  await confirm(page);
  await expect(page.getByText('操作成功')).toBeVisible();
  const stored = (await api('GET', `/flowable/flowable/getXml/${modelId}`)).data as string;

  for (const xml of [downloaded, stored]) {
    for (const kept of [
      '<flowable:customResource flowable:name="businessAdministrator">',
      'user(kermit), group(management)',
      '<flowable:historyLevel>',
      'flowable:class="org.flowable.engine.impl.bpmn.helper.JsonCollectionHandler"',
      '<design:stencilid>',
      'design:palette="flowable-work-process-palette"',
      '<modeler:group-info-name-management',
      '<flowable:work-form-field-validation>',
      '<documentation>采购申请经部门与会签审批</documentation>',
      '<documentation>部门负责人审批</documentation>',
      'flowable:class="com.example.purchase.NotifyBuyerDelegate"',
      'flowable:async="true"',
      'flowable:exclusive="false"',
      'name="部门负责人审批"',
    ])
      expect(xml).toContain(kept);
    for (const field of [
      /<flowable:field name="to">\s*<flowable:string>(<!\[CDATA\[)?starter/,
      /<flowable:field name="subject">\s*<flowable:string>(<!\[CDATA\[)?采购已会签/,
      /<flowable:field name="recipient">\s*<flowable:expression>(<!\[CDATA\[)?\$\{applyUserId\}/,
    ])
      expect(xml).toMatch(field);
    expect(xml).not.toContain('zj-kept');
    expect(xml).not.toContain('name="部门审批"');
    // Element by element, attribute by attribute: the same as the file but for the name.
    expect(await differences(page, original, xml, 'deptReview')).toEqual([]);
  }

  // A file without diagram layout opens laid out: a shape for each node, an edge for each flow.
  await page.goto(`#${DESIGNER_ROUTE}`);
  await expect(canvas.locator('.djs-palette')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('designer-open-input').setInputFiles(NO_LAYOUT);
  for (const id of ['theStart', 'managerApproval', 'decision', 'theEnd', 'rejected'])
    await expect(canvas.locator(`.djs-shape[data-element-id="${id}"]`)).toBeVisible();
  // a straight flow's box has no height: drawn is enough
  for (const id of ['flow1', 'flow2', 'flow3', 'flow4'])
    await expect(canvas.locator(`.djs-connection[data-element-id="${id}"] .djs-visual > path`).first()).toBeAttached();
  await expect(canvas.locator('.djs-element[data-element-id="managerApproval"]')).toContainText('经理审批');
  // …and nothing overlaps: the five shapes stand apart
  const boxes = await Promise.all(
    ['theStart', 'managerApproval', 'decision', 'theEnd', 'rejected'].map(
      async (id) => (await canvas.locator(`.djs-shape[data-element-id="${id}"]`).boundingBox()) as Box,
    ),
  );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
});
