import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PERMS } from '@zj/contract';
import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/index.ts';
import type { DeptNode } from './dept-tree.ts';
import { StatusTag } from './status-tag.tsx';

const P = PERMS.system.dept;

/** The department tree table; `expanded` is controlled so "expand all" can set it. */
export function DeptTable({
  tree,
  loading,
  expanded,
  onExpandedChange,
  onAdd,
  onEdit,
  onDelete,
}: {
  tree: DeptNode[];
  loading: boolean;
  expanded: readonly number[];
  onExpandedChange: (keys: number[]) => void;
  onAdd: (row: DeptNode) => void;
  onEdit: (row: DeptNode) => void;
  onDelete: (row: DeptNode) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<DeptNode> = [
    { title: t('adm.dept.name'), dataIndex: 'deptName', width: 260 },
    { title: t('adm.orderNum'), dataIndex: 'orderNum', width: 200 },
    {
      title: t('adm.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) => <StatusTag status={status} />,
    },
    { title: t('adm.createTime'), dataIndex: 'createTime', width: 200, align: 'center' },
    {
      title: t('adm.operation'),
      key: 'actions',
      align: 'center',
      render: (_, row) => (
        <Space size={0}>
          <Permission perms={[P.edit]}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => onEdit(row)}
              data-testid={`dept-edit-${row.deptId}`}
            >
              {t('adm.edit')}
            </Button>
          </Permission>
          <Permission perms={[P.add]}>
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => onAdd(row)}
              data-testid={`dept-add-${row.deptId}`}
            >
              {t('adm.add')}
            </Button>
          </Permission>
          {row.parentId !== 0 && (
            <Permission perms={[P.remove]}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => onDelete(row)}
                data-testid={`dept-delete-${row.deptId}`}
              >
                {t('adm.delete')}
              </Button>
            </Permission>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<DeptNode>
      data-testid="dept-table"
      rowKey="deptId"
      columns={columns}
      dataSource={tree}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 900 }}
      expandable={{
        expandedRowKeys: [...expanded],
        onExpandedRowsChange: (keys) => onExpandedChange(keys.map(Number)),
      }}
      onRow={(row) => ({ 'data-testid': `dept-row-${row.deptId}` }) as object}
    />
  );
}
