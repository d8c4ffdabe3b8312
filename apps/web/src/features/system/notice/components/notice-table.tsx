import { EyeOutlined } from '@ant-design/icons';
import { type NoticeRow, PERMS } from '@zj/contract';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { column, dictColumn } from '@/shared/ui/list/columns.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import type { ListTableBinding } from '@/shared/ui/list/use-list-page.ts';

/** The columns of the visibility setting, in order, with their text keys. */
export const NOTICE_LABELS = {
  noticeId: 'sys.notice.id',
  noticeTitle: 'sys.notice.title',
  noticeType: 'sys.notice.type',
  status: 'common.status',
  createBy: 'sys.notice.createBy',
  createTime: 'common.createTime',
} as const;

export function NoticeTable({
  typeOptions,
  statusOptions,
  onView,
  ...binding
}: ListTableBinding<NoticeRow, number> & {
  typeOptions: readonly DictOption[];
  statusOptions: readonly DictOption[];
  onView: (row: NoticeRow) => void;
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<NoticeRow> = [
    column('noticeId', t('sys.notice.id'), { width: 100 }),
    column('noticeTitle', t('sys.notice.title'), {
      ellipsis: true,
      render: (title: string, row) => (
        <Button type="link" size="small" onClick={() => onView(row)} data-testid={`notice-title-${row.noticeId}`}>
          {title}
        </Button>
      ),
    }),
    dictColumn('noticeType', t('sys.notice.type'), typeOptions),
    dictColumn('status', t('common.status'), statusOptions),
    column('createBy', t('sys.notice.createBy'), { width: 120 }),
    column('createTime', t('common.createTime'), { width: 180 }),
  ];
  return (
    <ListTable
      prefix="notice"
      rowKey="noticeId"
      perms={PERMS.system.notice}
      columns={columns}
      actionsWidth={230}
      rowExtra={(row) => (
        <PermLink icon={<EyeOutlined />} onClick={() => onView(row)} testId="notice-row-view">
          {t('common.view')}
        </PermLink>
      )}
      {...binding}
    />
  );
}
