import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** Sub-list tables: bordered, small, at most 240 px high (spec 02 §3 static panel config, §9). */
export const SUB_TABLE_HEIGHT = 240;

interface SubTableProps<T> {
  rows: T[];
  columns: TableColumnsType<T>;
  onEdit?: (row: T, index: number) => void;
  onRemove: (index: number) => void;
  testId: string;
}

/** A sub-list with an index column and edit / remove (removal asks first; cancelling does nothing). */
export function SubTable<T extends object>({ rows, columns, onEdit, onRemove, testId }: SubTableProps<T>) {
  const { t } = useTranslation();
  return (
    <Table<T>
      size="small"
      bordered
      pagination={false}
      rowKey={(row) => String(rows.indexOf(row))}
      dataSource={rows}
      scroll={{ y: SUB_TABLE_HEIGHT }}
      data-testid={testId}
      columns={[
        { key: 'index', title: t('panel.common.index'), width: 56, render: (_, __, index) => index + 1 },
        ...columns,
        {
          key: 'actions',
          title: t('panel.common.actions'),
          width: 120,
          render: (_, row, index) => (
            <Space size={4}>
              {onEdit && (
                <Button
                  type="link"
                  size="small"
                  onClick={() => onEdit(row, index)}
                  data-testid={`${testId}-edit-${index}`}
                >
                  {t('panel.common.edit')}
                </Button>
              )}
              <Popconfirm
                title={t('panel.common.tip')}
                description={t('panel.common.confirmRemove')}
                okText={t('panel.common.remove')}
                cancelText={t('panel.common.cancel')}
                onConfirm={() => onRemove(index)}
                okButtonProps={{ 'data-testid': `${testId}-confirm-${index}` } as never}
                cancelButtonProps={{ 'data-testid': `${testId}-cancel-${index}` } as never}
              >
                <Button type="link" size="small" danger data-testid={`${testId}-remove-${index}`}>
                  {t('panel.common.remove')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
