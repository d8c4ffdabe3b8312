import { type PostBody, postBody } from '@zj/contract';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio } from '@/shared/ui/dict/dict-select.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { NumberItem } from '@/shared/ui/list/number-item.tsx';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
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
  const { t } = useTranslation();
  const dialog = useFormDialog({
    id: postId,
    prefix: 'post',
    titles: { add: 'sys.post.addTitle', edit: 'sys.post.editTitle' },
    defaults: EMPTY,
    load: getPost,
    toValues: (post): PostBody => ({
      postCode: post.postCode,
      postName: post.postName,
      postSort: post.postSort,
      status: post.status === '1' ? '1' : '0',
      remark: post.remark ?? '',
    }),
    save: useSavePost(),
    toBody: (values: PostBody, id) => (id ? { ...values, postId: id } : values),
    onClose,
  });
  return (
    <Modal {...dialog.modal} width={500}>
      <Form form={dialog.form} name="post-form" labelCol={{ span: 5 }} data-testid="post-form" initialValues={EMPTY}>
        <TextItem name="postName" label="sys.post.name" schema={postBody.shape.postName} />
        <TextItem name="postCode" label="sys.post.code" schema={postBody.shape.postCode} />
        <NumberItem name="postSort" label="sys.post.sortLabel" schema={postBody.shape.postSort} />
        <Form.Item name="status" label={t('sys.post.status')}>
          <DictRadio options={statusOptions} />
        </Form.Item>
        <TextItem name="remark" label="common.remark" schema={postBody.shape.remark} rows={3} />
      </Form>
    </Modal>
  );
}
