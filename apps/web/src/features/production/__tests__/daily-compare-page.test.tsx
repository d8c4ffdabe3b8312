import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_COMPARE_PERMS as C } from '@zj/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServerEachTest, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import DailyComparePage from '../pages/daily-compare-page.tsx';
import { charts, data, day, lastOption, PLAN } from './production-fakes.ts';

vi.mock('@/shared/ui/chart/echarts-setup.ts', async () => (await import('./production-fakes.ts')).fakeEcharts);

const fake = fakeServerEachTest();
beforeEach(() => {
  setLang('zh');
  charts.options.length = 0;
});

const DAYS = [day('2026-03-02', 5, 0), day('2026-03-03', 10, 7.5), day('2026-03-04', 20, null)];

describe('每日对比', () => {
  it('draws the S-curve and the increments, lists the days and opens a day’s tasks', { timeout: 60_000 }, async () => {
    fake.server.answer('GET /business/schedule/compare/plans', () => table([PLAN]));
    fake.server.answer('GET /business/schedule/compare/curve', () =>
      data({ beginDate: '2026-03-02', endDate: '2026-03-04', baseline: true, points: DAYS })(),
    );
    fake.server.answer('GET /business/schedule/compare/list', () => table(DAYS));
    fake.server.answer('GET /business/schedule/compare/day', (call) => {
      expect(call.query.get('date')).toBe('2026-03-03');
      return table([
        {
          taskId: 31,
          wbs: '1.1',
          taskName: '基础浇筑',
          start: '2026-03-02',
          finish: '2026-03-06',
          plannedPercent: 40,
          plannedIncrement: 20,
          reportedPercent: 30,
          reportedThatDay: 30,
          behind: true,
        },
      ]);
    });
    inProject([C.compare]);
    renderWithProviders(<DailyComparePage />);
    await waitFor(() => expect(lastOption('cmp-curve')).toBeDefined());
    const curve = lastOption('cmp-curve');
    expect(curve?.xAxis.data).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(curve?.series.map((s) => [s.name, s.data])).toEqual([
      ['计划完成', [5, 10, 20]],
      ['实际完成', [0, 7.5, null]],
    ]);
    expect(lastOption('cmp-increments')?.series.map((s) => s.data)).toEqual([
      [5, 5, 5],
      [2.5, 2.5, null],
    ]);
    expect(screen.getByTestId('cmp-basis').textContent).toContain('已批准的基线');
    const row = await screen.findByTestId('cmp-row-2026-03-03');
    expect(within(row).getByTestId('cmp-actual-2026-03-03').textContent).toBe('7.5%');
    expect(row.textContent).toContain('-2.5%');
    expect(screen.getByTestId('cmp-row-2026-03-04').textContent).toContain('—');
    await userEvent.click(row);
    const task = await screen.findByTestId('cmp-task-31');
    expect(task.textContent).toContain('基础浇筑');
    expect(task.textContent).toContain('40%');
    expect(task.textContent).toContain('滞后');
  });
});
