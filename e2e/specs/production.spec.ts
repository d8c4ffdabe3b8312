import { expect, test } from '@playwright/test';
import { adminApi } from '../support/admin-api.ts';
import { acceptLeavePrompts, loginAsAdmin } from '../support/session.ts';

/** Today in the display zone (Asia/Shanghai, the server's default), YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
/** The day `n` days after `day` (before it when n < 0). */
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('生产进度 and 每日对比: a log’s quantity on a plan task picked in the log, seen as the actual and on the S-curve', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const api = await adminApi(request);
  const day = today();
  const yesterday = plus(day, -1);
  const project = await api('POST', '/business/project/create', { projectName: '生产进度示范工程', status: '1' });
  const projectId = project.data.projectId as number;
  // A plan on a calendar without days off, started ten days ago: 基础浇筑 (20 days) spans today.
  const plan = await api('POST', '/business/plan', {
    projectId,
    planName: '主体结构进度',
    planGroup: '0',
    startDate: plus(day, -10),
    calendar: { weekendDays: [], holidays: [], workdays: [] },
    tasks: [
      { id: 'A', taskName: '基础浇筑', wbs: '1', outlineLevel: 1, duration: 20 },
      { id: 'B', taskName: '钢筋绑扎', wbs: '2', outlineLevel: 1, duration: 10 },
    ],
    links: [],
  });
  const planId = plan.data as number;
  const detail = await api('GET', `/business/plan/${planId}`);
  const taskA = detail.data.tasks.find((t: { taskName: string }) => t.taskName === '基础浇筑').taskId as number;
  await api('PUT', '/business/production/item', { planId, taskId: taskA, unit: 'm³', plannedQuantity: 200 });
  // Yesterday's log reported 基础浇筑 at 30 %.
  await api('POST', '/business/schedule/log', {
    projectId,
    logDate: yesterday,
    weather: '晴',
    work: [{ description: '基础浇筑', planTaskId: taskA, percent: 30, quantity: 20 }],
  });

  acceptLeavePrompts(page);
  await loginAsAdmin(page);
  await page.goto(`#/projectDashboard/${projectId}`);
  await expect(page.getByTestId('project-dashboard')).toContainText('生产进度示范工程', { timeout: 30_000 });

  // Today's log: a work row on 基础浇筑, chosen in the task picker, with 35 m³ done.
  await page.goto('#/business/constructionLog');
  await expect(page.getByTestId('clog-calendar')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('clog-today').click();
  await page.getByTestId('clog-weather').fill('多云');
  await page.getByTestId('clog-work-add').click();
  const work = page.getByTestId('clog-work');
  await work.getByLabel('内容').fill('1#楼基础浇筑');
  await page.getByTestId('clog-work-task-0').click();
  await page.getByTestId('clog-work-task-0').locator('input').fill('基础');
  await page.getByTestId(`clog-task-option-${taskA}`).click();
  await expect(page.getByTestId('clog-work-task-0')).toContainText('1 基础浇筑');
  await work.getByLabel('完成量').fill('35');
  await work.getByLabel('完成（%）').fill('45');
  await page.getByTestId('clog-save').click();
  await expect(page.getByTestId('clog-sign')).toBeVisible({ timeout: 60_000 });
  const logs = await api('GET', `/business/schedule/log/list?projectId=${projectId}&beginDate=${day}&endDate=${day}`);
  const stored = await api('GET', `/business/schedule/log/${logs.rows[0].logId}`);
  expect(stored.data.work).toMatchObject([
    { planTaskId: taskA, planTaskName: '1 基础浇筑', quantity: 35, percent: 45 },
  ]);

  // 生产进度: 20 + 35 m³ logged against 200 planned.
  await page.goto('#/business/production');
  const row = page.getByTestId(`prod-row-${taskA}`);
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId(`prod-actual-${taskA}`)).toHaveText('55');
  await expect(row).toContainText('27.5%');
  await expect(page.getByTestId('prod-chart').locator('canvas')).toHaveCount(1, { timeout: 30_000 });
  // By day: today's column holds the 35 m³.
  await page.getByTestId('prod-period').getByText('日').click();
  await expect(page.getByTestId('prod-table')).toContainText(day, { timeout: 30_000 });

  // 每日对比: the S-curve and the day table; yesterday's earned is 基础浇筑's 30 % × 20 ÷ 30 days = 20 %.
  await page.goto('#/business/dailyCompare');
  await expect(page.getByTestId('cmp-curve').locator('canvas')).toHaveCount(1, { timeout: 60_000 });
  await expect(page.getByTestId('cmp-increments').locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId(`cmp-actual-${yesterday}`)).toHaveText('20%');
  await page.getByTestId(`cmp-row-${yesterday}`).click();
  const task = page.getByTestId(`cmp-task-${taskA}`);
  await expect(task).toBeVisible({ timeout: 30_000 });
  await expect(task).toContainText('基础浇筑');
  await expect(task).toContainText('30%');
});
