import type { PlanRow } from '@zj/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTagPlan } from '../api/plans-api.ts';
import '../plans-texts.ts';

/** 标签: a plan's tag (up to 20 characters; empty clears it). */
export function PlanTagDialog({
  projectId,
  plan,
  onClose,
}: {
  projectId: number;
  plan: PlanRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ tag: string }>();
  const tag = useTagPlan(projectId);
  useEffect(() => {
    if (plan) form.setFieldsValue({ tag: plan.tag });
  }, [plan, form]);
  const submit = async () => {
    const values = await form.validateFields();
    if (!plan) return;
    await tag.mutateAsync({ planId: plan.planId, tag: (values.tag ?? '').trim() });
    onClose();
  };
  return (
    <Modal
      open={plan !== null}
      title={`${t('plan.tagTitle')} · ${plan?.planName ?? ''}`}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={tag.isPending}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      okButtonProps={{ 'data-testid': 'plan-tag-submit' } as never}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="tag" label={t('plan.tag')} extra={t('plan.tagHint')} rules={[{ max: 20 }]}>
          <Input maxLength={20} allowClear data-testid="plan-tag-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
