import { type ConfigRow, PERMS } from '@zj/contract';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../../../shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { RowActions } from '../../common/row-actions.tsx';

export const CONFIG_COLUMNS = [
  'configId',
  'configName',
  'configKey',
  'configValue',
  'configType',
  'remark',
  'createTime',
] as const;
export const CONFIG_LABELS = {
  configId: 'sys.config.id',
  configName: 'sys.config.name',
  configKey: 'sys.config.key',
  configValue: 'sys.config.value',
  configType: 'sys.config.type',
  remark: 'sys.remark',
  createTime: 'sys.createTime',
} as const;

export function ConfigTable({
  rows,
  loading,
  yesNoOptions,
  isVisible,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  rows: ConfigRow[];
  loading: boolean;
  yesNoOptions: readonly DictOption[];
  isVisible: (key: string) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (row: ConfigRow) => void;
  onDelete: (row: ConfigRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<ConfigRow> = [
    { key: 'configId', title: t('sys.config.id'), dataIndex: 'configId', align: 'center', width: 100 },
    { key: 'configName', title: t('sys.config.name'), dataIndex: 'configName', align: 'center', ellipsis: true },
    { key: 'configKey', title: t('sys.config.key'), dataIndex: 'configKey', align: 'center', ellipsis: true },
    { key: 'configValue', title: t('sys.config.value'), dataIndex: 'configValue', align: 'center', ellipsis: true },
    {
      key: 'configType',
      title: t('sys.config.type'),
      dataIndex: 'configType',
      align: 'center',
      width: 100,
      render: (value: string) => <DictTag options={yesNoOptions} value={value} />,
    },
    { key: 'remark', title: t('sys.remark'), dataIndex: 'remark', align: 'center', ellipsis: true },
    { key: 'createTime', title: t('sys.createTime'), dataIndex: 'createTime', align: 'center', width: 180 },
  ];
  const actions: ColumnsType<ConfigRow>[number] = {
    key: 'actions',
    title: t('sys.actions'),
    align: 'center',
    width: 180,
    render: (_, row) => (
      <RowActions
        prefix="config"
        perms={PERMS.system.config}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    ),
  };
  return (
    <Table<ConfigRow>
      data-testid="config-table"
      rowKey="configId"
      size="middle"
      columns={[...columns.filter((column) => isVisible(String(column.key))), actions]}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
      onRow={(row) => ({ 'data-testid': `config-row-${row.configId}` }) as never}
    />
  );
}
