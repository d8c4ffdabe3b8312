import { type DictDataRow, PERMS } from '@zj/contract';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../../../shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { RowActions } from '../../common/row-actions.tsx';

export const DICT_DATA_COLUMNS = [
  'dictCode',
  'dictLabel',
  'dictValue',
  'dictSort',
  'status',
  'remark',
  'createTime',
] as const;
export const DICT_DATA_LABELS = {
  dictCode: 'sys.dictData.code',
  dictLabel: 'sys.dictData.label',
  dictValue: 'sys.dictData.value',
  dictSort: 'sys.dictData.sort',
  status: 'sys.status',
  remark: 'sys.remark',
  createTime: 'sys.createTime',
} as const;

export function DictDataTable({
  rows,
  loading,
  statusOptions,
  isVisible,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  rows: DictDataRow[];
  loading: boolean;
  statusOptions: readonly DictOption[];
  isVisible: (key: string) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (row: DictDataRow) => void;
  onDelete: (row: DictDataRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<DictDataRow> = [
    { key: 'dictCode', title: t('sys.dictData.code'), dataIndex: 'dictCode', align: 'center', width: 100 },
    {
      key: 'dictLabel',
      title: t('sys.dictData.label'),
      dataIndex: 'dictLabel',
      align: 'center',
      render: (_: string, row) => <DictTag options={[row]} value={row.dictValue} />,
    },
    { key: 'dictValue', title: t('sys.dictData.value'), dataIndex: 'dictValue', align: 'center' },
    { key: 'dictSort', title: t('sys.dictData.sort'), dataIndex: 'dictSort', align: 'center', width: 100 },
    {
      key: 'status',
      title: t('sys.status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (status: string) => <DictTag options={statusOptions} value={status} />,
    },
    { key: 'remark', title: t('sys.remark'), dataIndex: 'remark', align: 'center', ellipsis: true },
    { key: 'createTime', title: t('sys.createTime'), dataIndex: 'createTime', align: 'center', width: 180 },
  ];
  const actions: ColumnsType<DictDataRow>[number] = {
    key: 'actions',
    title: t('sys.actions'),
    align: 'center',
    width: 180,
    render: (_, row) => (
      <RowActions
        prefix="dict-data"
        perms={PERMS.system.dict}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
  return (
    <Table<DictDataRow>
      data-testid="dict-data-table"
      rowKey="dictCode"
      size="middle"
      columns={[...columns.filter((column) => isVisible(String(column.key))), actions]}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
      onRow={(row) => ({ 'data-testid': `dict-data-row-${row.dictCode}` }) as never}
    />
  );
}
