import { screen, waitFor, within } from '@testing-library/react';
import { PERMS } from '@zj/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import SafetyDashboardPage from '../pages/safety-dashboard-page.tsx';
import { inProject, openPage } from './quality-fakes.tsx';

const charts = vi.hoisted(() => ({ options: [] as { el: HTMLElement; option: Record<string, unknown> }[] }));
vi.mock('@/shared/ui/chart/echarts-setup.ts', () => ({
  init: (el: HTMLElement) => ({
    setOption: (option: Record<string, unknown>) => charts.options.push({ el, option }),
    resize: () => {},
    dispose: () => {},
  }),
}));
const lastOption = (testId: string) => charts.options.filter(({ el }) => el.dataset.testid === testId).at(-1)?.option;
const data = (value: unknown) => () => ({ code: 200, msg: 'ok', data: value });

beforeEach(() => {
  setLang('zh');
  charts.options.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

const serve = () =>
  fakeServer({
    'GET /business/quality/safetyStatusStatistics/7/2': data({
      total: 6,
      byStatus: [
        { status: 1, count: 3 },
        { status: 2, count: 1 },
        { status: 3, count: 2 },
      ],
      overdue: 1,
    }),
    'GET /business/quality/safetyHazardStatistics/7/2': data([
      { name: '高空作业', count: 4 },
      { name: '用电', count: 2 },
    ]),
    'GET /business/quality/todayProblem/7/2': data({
      added: 1,
      completed: 0,
      open: 4,
      rows: [
        {
          problemId: 9,
          name: '临边防护缺失',
          level: '重要',
          type: '随机抽查',
          status: 1,
          createBy: 'qc',
          createTime: '2026-05-05 10:00:00',
        },
      ],
    }),
    'GET /business/quality/problemTypeStatistics/7/2': data([{ name: '随机抽查', count: 6 }]),
    'GET /business/quality/problemTrend/7/2/week': data([
      { date: '2026-05-04', added: 2, completed: 0 },
      { date: '2026-05-05', added: 1, completed: 1 },
    ]),
  });

describe('安全看板', () => {
  it('draws the figures of the project’s safety problems from the statistics calls', { timeout: 60_000 }, async () => {
    const server = serve();
    inProject([PERMS.business.safetyCheck.dashboard]);
    openPage(<SafetyDashboardPage />);
    await waitFor(() => expect(screen.getByTestId('qdash-total').textContent).toContain('6'));
    expect(screen.getByTestId('qdash-status-1').textContent).toContain('3');
    expect(screen.getByTestId('qdash-overdue').textContent).toContain('1');
    expect(within(await screen.findByTestId('qdash-today-table')).getByText('临边防护缺失')).toBeTruthy();
    expect(screen.getByTestId('qdash-today-figures').textContent).toBe('今日完成 0 · 未完成 4');
    await waitFor(() => expect(lastOption('qdash-hazard-chart')).toBeTruthy());
    const hazard = lastOption('qdash-hazard-chart') as { series: { data: unknown[] }[] };
    expect(hazard.series[0]?.data).toEqual([
      { name: '高空作业', value: 4 },
      { name: '用电', value: 2 },
    ]);
    await waitFor(() => expect(lastOption('qdash-trend-chart')).toBeTruthy());
    const trend = lastOption('qdash-trend-chart') as { xAxis: { data: string[] }; series: { data: number[] }[] };
    expect(trend.xAxis.data).toEqual(['2026-05-04', '2026-05-05']);
    expect(trend.series.map((s) => s.data)).toEqual([
      [2, 1],
      [0, 1],
    ]);
    expect(server.reads.every((url) => !url.pathname.includes('/1/') || url.pathname.includes('/7/2'))).toBe(true);
  });

  it('names hazard types and levels in English', { timeout: 60_000 }, async () => {
    setLang('en');
    serve();
    inProject([PERMS.business.safetyCheck.dashboard]);
    openPage(<SafetyDashboardPage />);
    await waitFor(() => expect(lastOption('qdash-hazard-chart')).toBeTruthy());
    const hazard = lastOption('qdash-hazard-chart') as { series: { data: { name: string }[] }[] };
    expect(hazard.series[0]?.data.map((d) => d.name)).toEqual(['Work at height', 'Electricity']);
    expect(within(await screen.findByTestId('qdash-today-table')).getByText('Important')).toBeTruthy();
  });
});
