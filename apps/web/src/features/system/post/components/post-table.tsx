import { PERMS, type PostRow } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { column, dictColumn } from '@/shared/ui/list/columns.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import type { ListTableBinding } from '@/shared/ui/list/use-list-page.ts';

/** The columns of the visibility setting, in order, with their text keys. */
export const POST_LABELS = {
  postId: 'sys.post.id',
  postCode: 'sys.post.code',
  postName: 'sys.post.name',
  postSort: 'sys.post.sort',
  status: 'common.status',
  createTime: 'common.createTime',
} as const;

export function PostTable({
  statusOptions,
  ...binding
}: ListTableBinding<PostRow, number> & { statusOptions: readonly DictOption[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<PostRow> = [
    column('postId', t('sys.post.id'), { width: 100 }),
    column('postCode', t('sys.post.code')),
    column('postName', t('sys.post.name')),
    column('postSort', t('sys.post.sort'), { width: 100 }),
    dictColumn('status', t('common.status'), statusOptions),
    column('createTime', t('common.createTime'), { width: 180 }),
  ];
  return <ListTable prefix="post" rowKey="postId" perms={PERMS.system.post} columns={columns} {...binding} />;
}
