import type { CompareDayRow, ProductionChart } from '@zj/contract';
import type { EChartsCoreOption } from 'echarts/core';

type T = (key: string, options?: Record<string, unknown>) => string;

const grid = { left: 48, right: 48, top: 40, bottom: 32, containLabel: true };

/** 生产进度's chart: planned and actual per period as bars, both cumulated as lines (right axis). */
export function productionOption(chart: ProductionChart, t: T): EChartsCoreOption {
  const unit = chart.unit ?? '';
  const names = [t('prod.planned'), t('prod.actual'), t('prod.cumPlanned'), t('prod.cumActual')];
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: names },
    grid,
    xAxis: { type: 'category', data: chart.points.map((p) => p.key) },
    yAxis: [
      { type: 'value', name: unit },
      { type: 'value', name: unit, splitLine: { show: false } },
    ],
    series: [
      { name: names[0], type: 'bar', data: chart.points.map((p) => p.planned) },
      { name: names[1], type: 'bar', data: chart.points.map((p) => p.actual) },
      { name: names[2], type: 'line', yAxisIndex: 1, data: chart.points.map((p) => p.cumulativePlanned) },
      { name: names[3], type: 'line', yAxisIndex: 1, data: chart.points.map((p) => p.cumulativeActual) },
    ],
  };
}

const percentAxis = { type: 'value', max: 100, min: 0, axisLabel: { formatter: '{value}%' } };

/** 每日对比's S-curve: cumulative planned and earned percent per day (no actual after today). */
export function sCurveOption(points: readonly CompareDayRow[], t: T): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : `${v}%`) },
    legend: { data: [t('cmp.planned'), t('cmp.actual')] },
    grid,
    xAxis: { type: 'category', boundaryGap: false, data: points.map((p) => p.date) },
    yAxis: percentAxis,
    series: [
      { name: t('cmp.planned'), type: 'line', showSymbol: false, data: points.map((p) => p.plannedPercent) },
      {
        name: t('cmp.actual'),
        type: 'line',
        showSymbol: false,
        connectNulls: false,
        data: points.map((p) => p.actualPercent),
      },
    ],
  };
}

/** 每日对比's bars: the planned and the actual increment of each day. */
export function incrementOption(points: readonly CompareDayRow[], t: T): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (v === null || v === undefined ? '—' : `${v}%`) },
    legend: { data: [t('cmp.plannedIncrement'), t('cmp.actualIncrement')] },
    grid,
    xAxis: { type: 'category', data: points.map((p) => p.date) },
    yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
    series: [
      { name: t('cmp.plannedIncrement'), type: 'bar', data: points.map((p) => p.plannedIncrement) },
      { name: t('cmp.actualIncrement'), type: 'bar', data: points.map((p) => p.actualIncrement) },
    ],
  };
}

/** A percent as shown: one or two decimals as given, '—' for none. */
export const percentText = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v}%`);
