import { WORK_QUANTITY_MAX } from '@zj/contract';
import type { Section } from '../log-form-model.ts';

/**
 * A cell of a section's row: a text (required or not, its length), a number (its range, decimals)
 * or a plan task of the project (the task picker).
 */
export type Cell =
  | { key: string; label: string; kind: 'text'; max: number; required?: boolean; width?: number }
  | { key: string; label: string; kind: 'number'; min: number; max: number; decimals?: number; width?: number }
  | { key: string; label: string; kind: 'task'; width: number };

const text = (key: string, label: string, max: number, required = false, width?: number): Cell => ({
  key,
  label,
  kind: 'text',
  max,
  required,
  ...(width ? { width } : {}),
});
const number = (key: string, label: string, min: number, max: number, decimals = 0, width = 110): Cell => ({
  key,
  label,
  kind: 'number',
  min,
  max,
  decimals,
  width,
});

/** The columns of each section, with the contract's limits (construction-logs.ts). */
export const SECTION_CELLS: Record<Section, Cell[]> = {
  manpower: [text('trade', 'clog.trade', 50, true), number('count', 'clog.count', 0, 10_000)],
  machinery: [
    text('name', 'clog.machineName', 50, true),
    text('model', 'clog.model', 50),
    number('count', 'clog.machineCount', 0, 1_000),
    number('hours', 'clog.hours', 0, 24, 1),
  ],
  work: [
    text('description', 'clog.description', 500, true),
    text('location', 'clog.location', 100, false, 180),
    { key: 'planTaskId', label: 'clog.planTask', kind: 'task', width: 260 },
    number('percent', 'clog.percent', 0, 100, 0, 100),
    number('quantity', 'clog.workQuantity', 0, WORK_QUANTITY_MAX, 3, 120),
  ],
  materials: [
    text('material', 'clog.material', 50, true),
    text('spec', 'clog.spec', 50),
    number('quantity', 'clog.quantity', 0, 1_000_000_000, 3, 120),
    text('unit', 'clog.unit', 10, false, 80),
    text('supplier', 'clog.supplier', 100),
  ],
  inspections: [
    text('item', 'clog.item', 200, true, 240),
    text('inspector', 'clog.inspector', 50),
    text('result', 'clog.result', 200),
  ],
};

/** The section titles. */
export const SECTION_TITLES: Record<Section, string> = {
  manpower: 'clog.manpower',
  machinery: 'clog.machinery',
  work: 'clog.work',
  materials: 'clog.materials',
  inspections: 'clog.inspections',
};
