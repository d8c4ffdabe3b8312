import { EyeOutlined } from '@ant-design/icons';
import { type NoticeRow, PERMS } from '@zj/contract';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DictTag } from '../../../../shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
import { RowActions } from '../../common/row-actions.tsx';

export const NOTICE_COLUMNS = ['noticeId', 'noticeTitle', 'noticeType', 'status', 'createBy', 'createTime'] as const;
export const NOTICE_LABELS = {
  noticeId: 'sys.notice.id',
  noticeTitle: 'sys.notice.title',
  noticeType: 'sys.notice.type',
  status: 'sys.status',
  createBy: 'sys.notice.createBy',
  createTime: 'sys.createTime',
} as const;

export function NoticeTable({
  rows,
  loading,
  typeOptions,
  statusOptions,
  isVisible,
  selected,
  onSelect,
  onView,
  onEdit,
  onDelete,
}: {
  rows: NoticeRow[];
  loading: boolean;
  typeOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  isVisible: (key: string) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onView: (row: NoticeRow) => void;
  onEdit: (row: NoticeRow) => void;
  onDelete: (row: NoticeRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<NoticeRow> = [
    { key: 'noticeId', title: t('sys.notice.id'), dataIndex: 'noticeId', align: 'center', width: 100 },
    {
      key: 'noticeTitle',
      title: t('sys.notice.title'),
      dataIndex: 'noticeTitle',
      align: 'center',
      ellipsis: true,
      render: (title: string, row) => (
        <Button type="link" size="small" onClick={() => onView(row)} data-testid={`notice-title-${row.noticeId}`}>
          {title}
        </Button>
      ),
    },
    {
      key: 'noticeType',
      title: t('sys.notice.type'),
      dataIndex: 'noticeType',
      align: 'center',
      width: 100,
      render: (value: string) => <DictTag options={typeOptions} value={value} />,
    },
    {
      key: 'status',
      title: t('sys.status'),
      dataIndex: 'status',
      align: 'center',
      width: 100,
      render: (value: string) => <DictTag options={statusOptions} value={value} />,
    },
    { key: 'createBy', title: t('sys.notice.createBy'), dataIndex: 'createBy', align: 'center', width: 120 },
    { key: 'createTime', title: t('sys.createTime'), dataIndex: 'createTime', align: 'center', width: 180 },
  ];
  const actions: ColumnsType<NoticeRow>[number] = {
    key: 'actions',
    title: t('sys.actions'),
    align: 'center',
    width: 230,
    render: (_, row) => (
      <RowActions prefix="notice" perms={PERMS.system.notice} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)}>
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => onView(row)}
          data-testid="notice-row-view"
        >
          {t('sys.view')}
        </Button>
      </RowActions>
    ),
  };
  return (
    <Table<NoticeRow>
      data-testid="notice-table"
      rowKey="noticeId"
      size="middle"
      columns={[...columns.filter((column) => isVisible(String(column.key))), actions]}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys.map(Number)) }}
      onRow={(row) => ({ 'data-testid': `notice-row-${row.noticeId}` }) as never}
    />
  );
}
