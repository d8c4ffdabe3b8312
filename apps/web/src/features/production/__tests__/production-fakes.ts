import type { CompareDayRow, ProductionPlanRow, ProductionRow } from '@zj/contract';
/** The charts drawn (echarts replaced: the options each chart was given, by test id). */
export const charts = { options: [] as { el: HTMLElement; option: Record<string, unknown> }[] };
/** echarts-setup's stand-in (vi.mock's factory answers it). */
export const fakeEcharts = {
  init: (el: HTMLElement) => ({
    setOption: (option: Record<string, unknown>) => charts.options.push({ el, option }),
    resize: () => {},
    dispose: () => {},
  }),
};
export const lastOption = (testId: string) =>
  charts.options.filter(({ el }) => el.dataset.testid === testId).at(-1)?.option as
    | { series: Array<{ name: string; data: unknown[] }>; xAxis: { data: string[] } }
    | undefined;

export const data = (value: unknown) => () => ({ code: 200, msg: 'ok', data: value });

export const PLAN: ProductionPlanRow = {
  planId: 3,
  planName: '主体结构进度',
  planGroup: '0',
  status: '2',
  startDate: '2026-03-02',
  finishDate: '2026-03-17',
};

/** A row of 生产进度 with two weeks. */
export const productionRow = (over: Partial<ProductionRow> = {}): ProductionRow => ({
  taskId: 31,
  wbs: '1.1',
  taskName: '基础浇筑',
  start: '2026-03-02',
  finish: '2026-03-06',
  unit: 'm³',
  plannedQuantity: 500,
  actualQuantity: 270,
  percentDone: 54,
  periods: [
    { key: '2026-03-02', from: '2026-03-02', to: '2026-03-08', planned: 500, actual: 270 },
    { key: '2026-03-09', from: '2026-03-09', to: '2026-03-15', planned: 0, actual: 0 },
  ],
  ...over,
});

export const day = (date: string, plannedPercent: number, actualPercent: number | null): CompareDayRow => ({
  date,
  plannedPercent,
  actualPercent,
  deviation: actualPercent === null ? null : actualPercent - plannedPercent,
  plannedIncrement: 5,
  actualIncrement: actualPercent === null ? null : 2.5,
  tasksBehind: actualPercent === null ? null : 1,
});
