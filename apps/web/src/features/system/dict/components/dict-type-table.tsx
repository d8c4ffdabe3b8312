import { type DictTypeRow, PERMS } from '@zj/contract';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DictTag } from '../../../../shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { RowActions } from '../../common/row-actions.tsx';

export const DICT_TYPE_COLUMNS = ['dictId', 'dictName', 'dictType', 'status', 'remark', 'createTime'] as const;
export const DICT_TYPE_LABELS = {
  dictId: 'sys.dict.id',
  dictName: 'sys.dict.name',
  dictType: 'sys.dict.type',
  status: 'sys.status',
  remark: 'sys.remark',
  createTime: 'sys.createTime',
} as const;

export function DictTypeTable({
  rows,
  loading,
  statusOptions,
  isVisible,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  rows: DictTypeRow[];
  loading: boolean;
  statusOptions: readonly DictOption[];
  isVisible: (key: string) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (row: DictTypeRow) => void;
  onDelete: (row: DictTypeRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<DictTypeRow> = [
    { key: 'dictId', title: t('sys.dict.id'), dataIndex: 'dictId', align: 'center', width: 100 },
    { key: 'dictName', title: t('sys.dict.name'), dataIndex: 'dictName', align: 'center', ellipsis: true },
    {
      key: 'dictType',
      title: t('sys.dict.type'),
      dataIndex: 'dictType',
      align: 'center',
      render: (type: string, row) => (
        <Link to={`/system/dict-data/index/${row.dictId}`} data-testid={`dict-type-link-${row.dictId}`}>
          {type}
        </Link>
      ),
    },
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
  const actions: ColumnsType<DictTypeRow>[number] = {
    key: 'actions',
    title: t('sys.actions'),
    align: 'center',
    width: 180,
    render: (_, row) => (
      <RowActions prefix="dict" perms={PERMS.system.dict} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
    ),
  };
  return (
    <Table<DictTypeRow>
      data-testid="dict-table"
      rowKey="dictId"
      size="middle"
      columns={[...columns.filter((column) => isVisible(String(column.key))), actions]}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
      onRow={(row) => ({ 'data-testid': `dict-row-${row.dictId}` }) as never}
    />
  );
}
