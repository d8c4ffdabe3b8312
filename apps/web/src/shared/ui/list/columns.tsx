import type { ColumnsType } from 'antd/es/table';
import { DictTag } from '../dict/dict-tag.tsx';
import type { DictOption } from '../dict/use-dict.ts';

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
