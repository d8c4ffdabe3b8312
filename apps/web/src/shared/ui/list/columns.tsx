import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { i18n } from '@/shared/i18n/index.ts';
import { DictTag } from '../dict/dict-tag.tsx';
import type { DictOption } from '../dict/use-dict.ts';
import { ACTIONS_KEY } from './card-list.tsx';

type Column<Row> = ColumnsType<Row>[number];

/** A centred column of the field `key` (its `key` too, for the visibility setting). */
export function column<Row>(key: keyof Row & string, title: string, extra: Column<Row> = {}): Column<Row> {
  return { key, title, dataIndex: key, align: 'center', ...extra } as Column<Row>;
}

/** A centred column showing the field's dictionary tag (状态, 系统内置, …). */
export function dictColumn<Row>(
  key: keyof Row & string,
  title: string,
  options: readonly DictOption[],
  width = 100,
): Column<Row> {
  return column<Row>(key, title, {
    width,
    render: (value: string) => <DictTag options={options} value={value} />,
  });
}

/** How a column of labelledColumns differs from a plain one: antd's props, or `dict` for a dictionary tag. */
export type ColumnSpec<Row> = Column<Row> & { dict?: readonly DictOption[] };

/**
 * The columns of `labels` (field → text key of its title, in order: the visibility setting's
 * labels), each with what `specs[field]` adds: centred (unless `centred` is false) and, with
 * `dict`, showing the field's dictionary tag 100 px wide. Built as the table renders (titles in
 * the current language).
 */
export function labelledColumns<Row, K extends string>(
  labels: Readonly<Record<K, string>>,
  specs: Partial<Record<K, ColumnSpec<Row>>> = {},
  centred = true,
): ColumnsType<Row> {
  return (Object.keys(labels) as K[]).map((key) => {
    const { dict, ...extra } = specs[key] ?? {};
    const shown: Column<Row> = dict
      ? { width: 100, render: (value: string) => <DictTag options={dict} value={value} />, ...extra }
      : extra;
    return column<Row>(
      key as unknown as keyof Row & string,
      i18n.t(labels[key]),
      centred ? shown : { align: undefined, ...shown },
    );
  });
}

/** The 操作 column of a table (fixed at the right edge by DataTable): `render` gives a row's links (RowActions). */
export function actionsColumn<Row>(render: (row: Row) => ReactNode, width?: number): Column<Row> {
  return { key: ACTIONS_KEY, title: i18n.t('common.actions'), align: 'center', width, render: (_, row) => render(row) };
}
