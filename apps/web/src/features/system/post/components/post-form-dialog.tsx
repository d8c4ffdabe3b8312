import { type PostBody, postBody } from '@zj/contract';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { getPost } from '../api/get-post.ts';
import { useSavePost } from '../api/save-post.ts';

const EMPTY: PostBody = { postCode: '', postName: '', postSort: 0, status: '0', remark: '' };

/** 添加岗位 / 修改岗位. `postId` undefined: closed; null: new; a number: edit that post. */
export function PostFormDialog({
  postId,
  statusOptions,
  onClose,
}: {
  postId: number | null | undefined;
  statusOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const dialog = useFormDialog({
    id: postId,
    prefix: 'post',
    titles: { add: 'sys.post.addTitle', edit: 'sys.post.editTitle' },
    fields: EMPTY,
    load: getPost,
    save: useSavePost(),
    idKey: 'postId',
    onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      schema={postBody}
      items={[
        { name: 'postName', label: 'sys.post.name' },
        { name: 'postCode', label: 'sys.post.code' },
        { name: 'postSort', label: 'sys.post.sortLabel', number: true },
        { name: 'status', label: 'sys.post.status', radio: statusOptions },
        { name: 'remark', label: 'common.remark', rows: 3 },
      ]}
    />
  );
}
