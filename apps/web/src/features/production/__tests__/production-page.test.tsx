import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRODUCTION_PERMS as P } from '@zj/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServerEachTest, ok, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import ProductionPage from '../pages/production-page.tsx';
import { charts, data, lastOption, PLAN, productionRow } from './production-fakes.ts';

vi.mock('@/shared/ui/chart/echarts-setup.ts', async () => (await import('./production-fakes.ts')).fakeEcharts);

const fake = fakeServerEachTest();
beforeEach(() => {
  setLang('zh');
  charts.options.length = 0;
});

function serve() {
  const state = { row: productionRow() };
  fake.server.answer('GET /business/production/plans', () => table([PLAN]));
  fake.server.answer('GET /business/production/list', () => table([state.row]));
  fake.server.answer('GET /business/production/chart', (call) =>
    data({
      unit: call.query.get('taskId') ? 'm³' : 'm³',
      units: ['m³', 't'],
      points: [
        {
          key: '2026-03-02',
          from: '2026-03-02',
          to: '2026-03-08',
          planned: 500,
          actual: 270,
          cumulativePlanned: 500,
          cumulativeActual: 270,
        },
        {
          key: '2026-03-09',
          from: '2026-03-09',
          to: '2026-03-15',
          planned: 100,
          actual: 0,
          cumulativePlanned: 600,
          cumulativeActual: 270,
        },
      ],
    })(),
  );
  fake.server.answer('PUT /business/production/item', () => {
    state.row = { ...state.row, plannedQuantity: 540, unit: 'm³', percentDone: 50 };
    return ok();
  });
  return state;
}

describe('生产进度', () => {
  it('shows the first plan’s tasks per period and charts planned against actual', { timeout: 60_000 }, async () => {
    serve();
    inProject([P.list]);
    renderWithProviders(<ProductionPage />);
    const row = await screen.findByTestId('prod-row-31');
    expect(within(row).getByTestId('prod-actual-31').textContent).toBe('270');
    expect(row.textContent).toContain('54%');
    expect(screen.getByTestId('prod-table').textContent).toContain('2026-03-09');
    // The plan's first unit by default: bars per period and cumulative lines.
    await waitFor(() => expect(lastOption('prod-chart')).toBeDefined());
    const option = lastOption('prod-chart');
    expect(option?.xAxis.data).toEqual(['2026-03-02', '2026-03-09']);
    expect(option?.series.map((s) => [s.name, s.data])).toEqual([
      ['计划量', [500, 100]],
      ['实际量', [270, 0]],
      ['累计计划', [500, 600]],
      ['累计实际', [270, 270]],
    ]);
    expect(fake.server.reads.find((u) => u.pathname.endsWith('/production/list'))?.searchParams.get('planId')).toBe(
      '3',
    );
    // Without the edit permission there is no 设置.
    expect(screen.queryByTestId('prod-edit-31')).toBeNull();
    // A task's own chart, then the week period.
    await userEvent.click(screen.getByTestId('prod-chart-task-31'));
    await waitFor(() =>
      expect(
        fake.server.reads.some((u) => u.pathname.endsWith('/chart') && u.searchParams.get('taskId') === '31'),
      ).toBe(true),
    );
    await userEvent.click(within(screen.getByTestId('prod-period')).getByText('周'));
    await waitFor(() => expect(fake.server.reads.at(-1)?.searchParams.get('period') ?? '').toBe('week'));
  });

  it('sets a task’s unit and planned quantity', { timeout: 60_000 }, async () => {
    serve();
    const told = fakeFeedback();
    inProject([P.list, P.edit]);
    renderWithProviders(<ProductionPage />);
    await userEvent.click(await screen.findByTestId('prod-edit-31'));
    const quantity = within(await screen.findByTestId('prod-item-form')).getByTestId('prod-item-quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '540');
    fireEvent.click(screen.getByTestId('prod-item-form-submit'));
    await waitFor(() =>
      expect(fake.server.writes.at(-1)?.body).toEqual({ planId: 3, taskId: 31, unit: 'm³', plannedQuantity: 540 }),
    );
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('已保存'));
    await waitFor(() => expect(screen.getByTestId('prod-row-31').textContent).toContain('540'));
  });

  it('says so when the project has no plan', { timeout: 30_000 }, async () => {
    fake.server.answer('GET /business/production/plans', () => table([]));
    inProject([P.list]);
    renderWithProviders(<ProductionPage />);
    expect(await screen.findByTestId('production-no-plan')).toBeTruthy();
  });
});
