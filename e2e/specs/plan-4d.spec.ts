import { expect, test } from '@playwright/test';
import { chooseComponent, projectWithHouse, SLAB, WALL, WEBGL_LAUNCH } from '../support/bim-model.ts';
import { loginAsAdmin } from '../support/session.ts';

/**
 * 4D 模拟 (issue 26) in Chromium with WebGL through SwiftShader: a plan of two tasks on a project
 * with the converted house; the wall bound to 外墙砌筑 through the API, the slab bound to 楼板浇筑 in
 * the drawer (chosen in the model's tree); the day slider moved to the start and the end, and played.
 */
test.use({ launchOptions: WEBGL_LAUNCH });
test.setTimeout(300_000);

test('a plan’s tasks on the model: bind a component, move the day, play', async ({ page, request }) => {
  const { api, projectId, bandId } = await projectWithHouse(request, '四维示范工程');
  const planId = (
    await api('POST', '/business/plan', {
      projectId,
      planName: '主体施工计划',
      planGroup: '0',
      startDate: '2026-11-02',
      tasks: [
        { id: 'a', taskName: '外墙砌筑', outlineLevel: 1, duration: 5, percentComplete: 50 },
        { id: 'b', taskName: '楼板浇筑', outlineLevel: 1, duration: 5 },
      ],
      links: [{ from: 'a', to: 'b', type: 'FS', lag: 0 }],
    })
  ).data as number;
  const plan = (await api('GET', `/business/plan/${planId}`)).data;
  const [wallTask, slabTask] = plan.tasks.map((t: { taskId: number }) => t.taskId) as [number, number];
  expect(plan.finishDate).toBe('2026-11-13');
  await api('POST', '/business/plan/bind', { planId, taskId: wallTask, bandId, globalIds: [WALL.globalId] });

  await loginAsAdmin(page);
  await page.goto(`#/projectDashboard/${projectId}`);
  await expect(page.getByTestId('project-dashboard')).toContainText('四维示范工程', { timeout: 30_000 });
  await page.goto('#/business/planmanage');
  await page.getByTestId(`plan-item-${planId}`).click();
  await expect(page.getByTestId('plan-name')).toHaveText('主体施工计划', { timeout: 60_000 });
  await page.getByTestId('plan-four-d').click();

  const drawer = page.getByTestId('four-d');
  await expect(drawer.getByTestId('bim-viewer-root')).toHaveAttribute('data-loaded', 'true', { timeout: 120_000 });
  // The plan is over: the day opens on its finish, where the half-done wall is late.
  await expect(drawer.getByTestId('four-d-date')).toContainText('2026-11-13');
  await expect(drawer.getByTestId(`four-d-task-${wallTask}`)).toContainText('已延误');
  await expect(drawer.getByTestId(`four-d-task-${wallTask}`)).toContainText('1 个构件');

  // The first day: the wall is in progress.
  const handle = drawer.getByTestId('four-d-slider').getByRole('slider');
  await handle.focus();
  await handle.press('Home');
  await expect(drawer.getByTestId('four-d-date')).toContainText('2026-11-02');
  await expect(drawer.getByTestId(`four-d-task-${wallTask}`)).toContainText('进行中');

  // The slab, chosen in the model's tree, bound to 楼板浇筑.
  await drawer.getByTestId(`four-d-task-${slabTask}`).click();
  await chooseComponent(page, SLAB);
  await expect(drawer.getByTestId('four-d-bind')).toBeEnabled({ timeout: 30_000 });
  await drawer.getByTestId('four-d-bind').click();
  await expect(page.getByText('已绑定 1 个构件')).toBeVisible();
  await expect(drawer.getByTestId('four-d-bindings')).toContainText(SLAB);
  const bound = await api(
    'GET',
    `/business/plan/queryBandList?planId=${planId}&taskId=${slabTask}&pageNum=1&pageSize=10`,
  );
  expect(bound.rows).toEqual([expect.objectContaining({ bandId, elementName: SLAB })]);
  await expect(drawer.getByTestId(`four-d-task-${slabTask}`)).toContainText('未开始');

  // Played from the start, the day moves on by itself.
  await drawer.getByTestId('four-d-play').click();
  await expect(drawer.getByTestId('four-d-date')).not.toContainText('2026-11-02', { timeout: 10_000 });
  await expect(drawer.getByTestId('four-d-date')).toContainText('2026-11-13', { timeout: 30_000 });
  await expect(drawer.getByTestId(`four-d-task-${slabTask}`)).toContainText('未开始');
  await expect(drawer.getByTestId(`four-d-task-${wallTask}`)).toContainText('已延误');
});
