import { PERMS, type PostRow } from '@zj/contract';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../../../shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { RowActions } from '../../common/row-actions.tsx';

export const POST_COLUMNS = ['postId', 'postCode', 'postName', 'postSort', 'status', 'createTime'] as const;

export function PostTable({
  rows,
  loading,
  statusOptions,
  isVisible,
  selected,
  onSelect,
  onEdit,
  onDelete,
}: {
  rows: PostRow[];
  loading: boolean;
  statusOptions: readonly DictOption[];
  isVisible: (key: string) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (row: PostRow) => void;
  onDelete: (row: PostRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<PostRow> = [
    { key: 'postId', title: t('sys.post.id'), dataIndex: 'postId', align: 'center', width: 100 },
    { key: 'postCode', title: t('sys.post.code'), dataIndex: 'postCode', align: 'center' },
    { key: 'postName', title: t('sys.post.name'), dataIndex: 'postName', align: 'center' },
    { key: 'postSort', title: t('sys.post.sort'), dataIndex: 'postSort', align: 'center', width: 100 },
    {
      key: 'status',
      title: t('sys.status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (status: string) => <DictTag options={statusOptions} value={status} />,
    },
    { key: 'createTime', title: t('sys.createTime'), dataIndex: 'createTime', align: 'center', width: 180 },
  ];
  const actions: ColumnsType<PostRow>[number] = {
    key: 'actions',
    title: t('sys.actions'),
    align: 'center',
    width: 180,
    render: (_, row) => (
      <RowActions prefix="post" perms={PERMS.system.post} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
    ),
  };
  return (
    <Table<PostRow>
      data-testid="post-table"
      rowKey="postId"
      size="middle"
      columns={[...columns.filter((column) => isVisible(String(column.key))), actions]}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
      onRow={(row) => ({ 'data-testid': `post-row-${row.postId}` }) as never}
    />
  );
}
