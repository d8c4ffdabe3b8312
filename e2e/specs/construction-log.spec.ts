import { expect, test } from '@playwright/test';
import { adminApi, PNG } from '../support/admin-api.ts';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

/** Today in the display zone (Asia/Shanghai, the server's default), YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

test('施工日志: write today’s log with a manpower row and a photo, sign it, see it locked and on the calendar, print it', async ({
  page,
  request,
}) => {
  // The machine is shared: the first load of each lazy page may take a while.
  test.setTimeout(240_000);
  const api = await adminApi(request);
  const created = await api('POST', '/business/project/create', { projectName: '施工日志示范工程', status: '1' });
  const projectId = created.data.projectId as number;
  const day = today();

  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  // Opening the project's dashboard makes it the current project.
  await page.goto(`#/projectDashboard/${projectId}`);
  await expect(page.getByTestId('project-dashboard')).toContainText('施工日志示范工程', { timeout: 30_000 });

  await page.goto('#/business/constructionLog');
  await expect(page.getByTestId('clog-calendar')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId(`clog-day-${day}`)).toHaveCount(0);

  // Today's log: weather, temperatures, one manpower row, one work row and a photo.
  await page.getByTestId('clog-today').click();
  const editor = page.getByTestId('clog-editor');
  await expect(editor).toContainText(day);
  await page.getByTestId('clog-weather').fill('多云');
  await page.getByTestId('clog-low').locator('xpath=descendant-or-self::input').fill('4');
  await page.getByTestId('clog-high').locator('xpath=descendant-or-self::input').fill('13');
  await page.getByTestId('clog-wind').fill('北风2级');
  await page.getByTestId('clog-manpower-add').click();
  const manpower = page.getByTestId('clog-manpower');
  await manpower.getByLabel('工种').fill('木工');
  await manpower.getByLabel('人数').fill('12');
  await expect(page.getByTestId('clog-headcount')).toContainText('12');
  await page.getByTestId('clog-work-add').click();
  await page.getByTestId('clog-work').getByLabel('内容').fill('3F 楼板模板支设');
  await editor
    .getByTestId('image-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByTestId('image-upload').locator('.ant-upload-list-item')).toHaveCount(1);
  await page.getByTestId('clog-save').click();
  // The saved log is read back (the shared machine may take its time).
  await expect(page.getByTestId('clog-sign')).toBeVisible({ timeout: 60_000 });
  await expect(editor).toContainText(`施工日志 · ${day}`);
  const list = await api('GET', `/business/schedule/log/list?projectId=${projectId}`);
  expect(list.total).toBe(1);
  expect(list.rows[0]).toMatchObject({ logDate: day, weather: '多云', headcount: 12, summary: '3F 楼板模板支设' });
  const stored = await api('GET', `/business/schedule/log/${list.rows[0].logId}`);
  expect(stored.data.photos).toMatch(/^\/prod-api\/file\/.+\.png$/);

  // The author signs it: the log is locked, and the calendar shows the day signed.
  await page.getByTestId('clog-sign').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByTestId('clog-locked')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('clog-save')).toHaveCount(0);
  await expect(page.getByTestId('clog-weather')).toBeDisabled();
  await expect(page.getByTestId('clog-manpower-add')).toHaveCount(0);
  const calendarDay = page.getByTestId(`clog-day-${day}`);
  await expect(calendarDay).toHaveAttribute('data-signed', '1', { timeout: 60_000 });

  // The print view: the usual Chinese form.
  await page.getByTestId('clog-print').click();
  const sheet = page.getByTestId('clog-sheet');
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  for (const label of [
    '工程名称',
    '日期',
    '天气',
    '气温',
    '风力',
    '施工人员',
    '机械',
    '施工内容',
    '材料进场',
    '检查验收',
    '发现问题',
    '记录人/签字',
  ])
    await expect(sheet.getByText(label, { exact: true })).toBeVisible();
  await expect(sheet).toContainText('施工日志示范工程');
  await expect(sheet).toContainText('4 ~ 13 ℃');
  await expect(sheet).toContainText('木工 12 人（合计 12 人）');
  await expect(sheet).toContainText('3F 楼板模板支设');
  await expect(page.getByTestId('clog-sheet-signer')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  // Printing shows the sheet alone.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('clog-calendar')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
});
