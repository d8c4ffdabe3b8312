import { expect, test } from '@playwright/test';
import { adminApi, PNG } from '../support/admin-api.ts';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

/** A minimal one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('质量检查 and 质量文件: apply the GB 50300 template, record an inspection with a photo, upload a file into a folder and preview it', async ({
  page,
  request,
}) => {
  // The machine is shared: the first load of each lazy page may take a while.
  test.setTimeout(240_000);
  const api = await adminApi(request);
  const created = await api('POST', '/business/project/create', { projectName: '质量示范工程', status: '1' });
  const projectId = created.data.projectId as number;

  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  // Opening the project's dashboard makes it the current project.
  await page.goto(`#/projectDashboard/${projectId}`);
  await expect(page.getByTestId('project-dashboard')).toContainText('质量示范工程', { timeout: 30_000 });

  // 质量检查: the project starts empty; applying the seeded template creates its 分部 and 分项.
  await page.goto('#/business/quality');
  await expect(page.getByTestId('qcheck-empty')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('qcheck-apply-temp').click();
  await expect(page.getByTestId('qcheck-temp-select')).toContainText('GB 50300');
  await page.getByTestId('qcheck-temp-submit').click();
  const tree = page.getByTestId('qcheck-tree');
  await expect(tree).toContainText('地基与基础', { timeout: 30_000 });
  await expect(tree).toContainText('电梯');
  const branches = await api('GET', `/business/quality/list?projectId=${projectId}`);
  expect(branches.total).toBe(10);

  // 主体结构 → 钢筋, then record an inspection lot with a photo.
  await tree.getByText('主体结构', { exact: true }).click();
  await tree.getByText('钢筋', { exact: true }).click();
  await expect(page.getByTestId('qcheck-selected')).toHaveText('主体结构 / 钢筋');
  await page.getByTestId('qcheck-add-inspection').click();
  await page.getByTestId('qcheck-inspection-lot').fill('3F 柱钢筋 第1批');
  await page
    .locator('.ant-modal')
    .getByTestId('image-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'rebar.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-modal').getByTestId('image-upload').locator('.ant-upload-list-item')).toHaveCount(1);
  await page.getByTestId('qcheck-inspection-result-1').click();
  await page.getByTestId('qcheck-inspection-submit').click();
  const row = page.locator('[data-testid^="qcheck-inspection-row-"]', { hasText: '3F 柱钢筋 第1批' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('不合格');
  await expect(row.locator('img')).toHaveCount(1);
  const inspections = await api('GET', `/business/quality/listQuality?projectId=${projectId}`);
  expect(inspections.rows[0]).toMatchObject({ lotName: '3F 柱钢筋 第1批', result: '1', itemizeName: '钢筋' });
  expect(inspections.rows[0].photos).toMatch(/^\/prod-api\/file\/.+\.png$/);

  // 质量文件: upload a PDF into a new folder, find it in that folder and preview it in the browser.
  await page.goto('#/business/qualityFile');
  await page.getByTestId('qfile-add').click({ timeout: 30_000 });
  await page.getByTestId('qfile-upload-folder').locator('input').fill('施工方案');
  await page
    .locator('.ant-modal')
    .getByTestId('file-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: '钢筋专项方案.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.locator('.ant-modal').getByTestId('file-upload')).toContainText('钢筋专项方案.pdf');
  await page.getByTestId('qfile-upload-submit').click();
  await page.getByTestId('qfile-folder-施工方案').click();
  const fileRow = page.locator('[data-testid^="qfile-row-"]', { hasText: '钢筋专项方案.pdf' });
  await expect(fileRow).toBeVisible();
  await fileRow.locator('[data-testid^="qfile-preview-"]').click();
  await expect(page.getByTestId('file-preview-pdf')).toBeVisible();
  const src = await page.getByTestId('file-preview-pdf').getAttribute('src');
  expect(src).toMatch(/^blob:/);
  const files = await api('GET', `/business/safetyFile/listQualityFile?projectId=${projectId}&folder=施工方案`);
  expect(files.rows).toHaveLength(1);
  expect(files.rows[0]).toMatchObject({
    fileName: '钢筋专项方案.pdf',
    folder: '施工方案',
    fileType: 'pdf',
    preview: true,
  });
});
