import { Switch } from 'antd';
import { column } from '@/shared/ui/list/columns.tsx';

/** 状态 as a switch (on: 正常): it changes the row with `editable`, never the built-in administrator's. */
export function statusSwitchColumn<Row extends { status: string; admin?: boolean }>(
  title: string,
  width: number,
  editable: boolean,
  onToggle: (row: Row, enable: boolean) => void,
  testId: (row: Row) => string,
) {
  return column<Row>('status', title, {
    width,
    render: (status: string, row: Row) => (
      <Switch
        size="small"
        checked={status === '0'}
        disabled={row.admin || !editable}
        onChange={(checked) => onToggle(row, checked)}
        data-testid={testId(row)}
      />
    ),
  });
}
