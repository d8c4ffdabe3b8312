import type { CompareRow } from '@zj/contract';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/shared/ui/list/data-table.tsx';
import '../../bim-texts.ts';
import { CHANGE_COLOR } from './compare-summary.tsx';

type Value = CompareRow['changes'][number]['from'];
/** A row of the table: an element may show under two changes (moved and its properties changed). */
type Shown = CompareRow & { rowId: string };

/** A property value as shown: （空） for none, true / false, numbers and texts as they are. */
export function shownValue(value: Value, empty: string): string {
  if (value === null || value === '') return empty;
  return String(value);
}

/** The changed elements: the change, GlobalId, IFC class, name, and a property change as pset.prop old → new. */
export function CompareTable({
  rows,
  loading,
  onPick,
}: {
  rows: CompareRow[];
  loading: boolean;
  /** A row's GlobalId clicked (to find it in the viewers). */
  onPick?: (row: CompareRow) => void;
}) {
  const { t } = useTranslation();
  const empty = t('bim.compare.empty');
  const columns: ColumnsType<Shown> = [
    {
      key: 'change',
      dataIndex: 'change',
      title: t('bim.compare.change'),
      width: 110,
      align: 'center',
      render: (change: Shown['change']) => <Tag color={CHANGE_COLOR[change]}>{t(`bim.compare.${change}`)}</Tag>,
    },
    {
      key: 'globalId',
      dataIndex: 'globalId',
      title: t('bim.compare.globalId'),
      width: 230,
      render: (globalId: string, row) =>
        onPick ? (
          <Typography.Link code onClick={() => onPick(row)}>
            {globalId}
          </Typography.Link>
        ) : (
          <Typography.Text code copyable>
            {globalId}
          </Typography.Text>
        ),
    },
    { key: 'ifcClass', dataIndex: 'ifcClass', title: t('bim.compare.ifcClass'), width: 160 },
    { key: 'name', dataIndex: 'name', title: t('bim.compare.name'), ellipsis: true },
    {
      key: 'changes',
      title: t('bim.compare.details'),
      render: (_, row) =>
        row.changes.length === 0 ? (
          '—'
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid={`mcompare-changes-${row.globalId}`}>
            {row.changes.map((change) => (
              <li key={`${change.pset}.${change.prop}`}>
                <Typography.Text strong>
                  {change.pset}.{change.prop}
                </Typography.Text>
                {': '}
                <Typography.Text delete type="secondary">
                  {shownValue(change.from, empty)}
                </Typography.Text>
                {' → '}
                <Typography.Text>{shownValue(change.to, empty)}</Typography.Text>
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <DataTable<Shown>
      prefix="mcompare"
      rowKey="rowId"
      columns={columns}
      dataSource={rows.map((row) => ({ ...row, rowId: `${row.change}-${row.globalId}` }))}
      loading={loading}
      locale={{ emptyText: t('bim.compare.none') }}
    />
  );
}
