import { PERMS } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { TreeTable } from '../../common/tree-table.tsx';
import type { DeptNode } from './dept-tree.ts';
import { StatusTag } from './status-tag.tsx';

const P = PERMS.system.dept;

/** The department tree table; `expand` is controlled so "expand all" can set it. */
export function DeptTable({
  tree,
  loading,
  expand,
  onAdd,
  onEdit,
  onDelete,
}: {
  tree: DeptNode[];
  loading: boolean;
  expand: { expanded: readonly number[]; setExpanded: (keys: number[]) => void };
  onAdd: (row: DeptNode) => void;
  onEdit: (row: DeptNode) => void;
  onDelete: (row: DeptNode) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<DeptNode> = [
    { title: t('adm.dept.name'), dataIndex: 'deptName', width: 260 },
    { title: t('adm.orderNum'), dataIndex: 'orderNum', width: 200 },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) => <StatusTag status={status} />,
    },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 200, align: 'center' },
  ];
  return (
    <TreeTable<DeptNode>
      prefix="dept"
      rowKey="deptId"
      columns={columns}
      tree={tree}
      loading={loading}
      expand={expand}
      scrollX={900}
      actions={{ perms: P, onEdit, onAdd, onDelete, deletable: (row) => row.parentId !== 0 }}
    />
  );
}
