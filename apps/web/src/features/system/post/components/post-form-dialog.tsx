import type { PostBody } from '@zj/contract';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictRadio } from '../../../../shared/ui/dict/dict-select.tsx';
import type { DictOption } from '../../../../shared/ui/dict/use-dict.ts';
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
  const [form] = Form.useForm<PostBody>();
  const save = useSavePost();
  const open = postId !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(EMPTY);
    if (postId) {
      void getPost(postId).then((post) =>
        form.setFieldsValue({
          postCode: post.postCode,
          postName: post.postName,
          postSort: post.postSort,
          status: post.status === '1' ? '1' : '0',
          remark: post.remark ?? '',
        }),
      );
    }
  }, [open, postId, form]);

  const submit = async () => {
    const values = await form.validateFields();
    await save.mutateAsync(postId ? { ...values, postId } : values);
    feedback().success(t(postId ? 'sys.editSuccess' : 'sys.addSuccess'));
    onClose();
  };

  const required = (field: string) => ({ required: true, whitespace: true, message: t('sys.required', { field }) });
  return (
    <Modal
      open={open}
      title={t(postId ? 'sys.post.editTitle' : 'sys.post.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('sys.ok')}
      cancelText={t('sys.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'post-form-submit' } as never}
      forceRender
      width={500}
    >
      <Form form={form} name="post-form" labelCol={{ span: 5 }} data-testid="post-form" initialValues={EMPTY}>
        <Form.Item name="postName" label={t('sys.post.name')} rules={[required(t('sys.post.name')), { max: 50 }]}>
          <Input placeholder={t('sys.enter', { field: t('sys.post.name') })} maxLength={50} />
        </Form.Item>
        <Form.Item name="postCode" label={t('sys.post.code')} rules={[required(t('sys.post.code')), { max: 64 }]}>
          <Input placeholder={t('sys.enter', { field: t('sys.post.code') })} maxLength={64} />
        </Form.Item>
        <Form.Item
          name="postSort"
          label={t('sys.post.sortLabel')}
          rules={[{ required: true, message: t('sys.required', { field: t('sys.post.sortLabel') }) }]}
        >
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('sys.post.status')}>
          <DictRadio options={statusOptions} />
        </Form.Item>
        <Form.Item name="remark" label={t('sys.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={t('sys.enter', { field: t('sys.remark') })} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
