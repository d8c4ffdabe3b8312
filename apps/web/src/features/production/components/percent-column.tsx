import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { percentText } from '../model/chart-options.ts';

/** A right-aligned column of a percent field ('—' for none). */
export function percentColumn<Row>(
  key: keyof Row & string,
  title: string,
  shown?: (text: string, row: Row) => ReactNode,
): ColumnType<Row> {
  return {
    key,
    title,
    align: 'right',
    render: (_: unknown, row: Row) => {
      const text = percentText(row[key] as number | null);
      return shown ? shown(text, row) : text;
    },
  };
}
