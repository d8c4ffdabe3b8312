import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { PlanLinkType } from '@zj/contract';
import { Button, Empty, Flex, Form, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Draft, type DraftLink, linkId } from '../model/gantt-data.ts';
import '../plans-texts.ts';

const TYPES: PlanLinkType[] = ['FS', 'SS', 'FF', 'SF'];

/**
 * 依赖关系 of a task: its links listed (predecessor → successor, type, lag) with 编辑 and 删除, and
 * a form to add or change one — the four types and the lag in working days (negative: a lead).
 */
export function LinkDialog({
  draft,
  taskId,
  readonly,
  onClose,
  onSave,
}: {
  draft: Draft;
  /** The task whose links are shown (null: closed). */
  taskId: string | null;
  readonly: boolean;
  onClose: () => void;
  /** Replaces the link `key` (null: a new one) by `link` (null: deletes it). */
  onSave: (key: string | null, link: DraftLink | null) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DraftLink>();
  const [editing, setEditing] = useState<string | null>(null);
  useEffect(() => {
    if (taskId === null) return;
    setEditing(null);
    form.setFieldsValue({ from: taskId, to: undefined, type: 'FS', lag: 0 });
  }, [taskId, form]);
  const names = new Map(draft.tasks.map((task) => [task.id, task.taskName]));
  const options = draft.tasks.map((task) => ({
    value: task.id,
    label: `${'　'.repeat(task.outlineLevel - 1)}${task.taskName}`,
  }));
  const links = draft.links.filter((link) => link.from === taskId || link.to === taskId);
  const typeText = (type: PlanLinkType) => t(`gantt.link.${type}`);
  const submit = async () => {
    const values = await form.validateFields();
    onSave(editing, { ...values, lag: Math.round(values.lag ?? 0) });
    setEditing(null);
    form.setFieldsValue({ from: taskId ?? undefined, to: undefined, type: 'FS', lag: 0 });
  };
  return (
    <Modal
      open={taskId !== null}
      title={`${t('gantt.links')} · ${names.get(taskId ?? '') ?? ''}`}
      onCancel={onClose}
      footer={
        <Button onClick={onClose} data-testid="plan-links-close">
          {t('common.close')}
        </Button>
      }
      width={620}
      forceRender
    >
      {links.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gantt.noLinks')} />
      ) : (
        <div data-testid="plan-links">
          {links.map((link) => (
            <Flex
              key={linkId(link)}
              justify="space-between"
              align="center"
              wrap
              gap={4}
              style={{ padding: '6px 0', borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}
              data-testid={`plan-link-${linkId(link)}`}
            >
              <span>
                {names.get(link.from)} → {names.get(link.to)} · {typeText(link.type)}
                {link.lag ? ` · ${t('gantt.lagShort')} ${link.lag > 0 ? '+' : ''}${link.lag}` : ''}
              </span>
              {!readonly && (
                <span>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => {
                      setEditing(linkId(link));
                      form.setFieldsValue(link);
                    }}
                  >
                    {t('gantt.editLink')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => onSave(linkId(link), null)}
                  >
                    {t('gantt.deleteLink')}
                  </Button>
                </span>
              )}
            </Flex>
          ))}
        </div>
      )}
      {!readonly && (
        <Form form={form} layout="vertical" style={{ marginTop: 16 }} data-testid="plan-link-form">
          <Space wrap align="start" style={{ width: '100%' }}>
            <Form.Item name="from" label={t('gantt.from')} rules={[{ required: true }]} style={{ minWidth: 180 }}>
              <Select showSearch optionFilterProp="label" options={options} data-testid="plan-link-from" />
            </Form.Item>
            <Form.Item
              name="to"
              label={t('gantt.to')}
              dependencies={['from']}
              rules={[
                { required: true, message: t('gantt.selectTask') },
                ({ getFieldValue }) => ({
                  validator: (_rule, value) =>
                    value && value === getFieldValue('from')
                      ? Promise.reject(new Error(t('gantt.sameTask')))
                      : Promise.resolve(),
                }),
              ]}
              style={{ minWidth: 180 }}
            >
              <Select showSearch optionFilterProp="label" options={options} data-testid="plan-link-to" />
            </Form.Item>
            <Form.Item name="type" label={t('gantt.linkType')} style={{ minWidth: 170 }}>
              <Select
                options={TYPES.map((type) => ({ value: type, label: typeText(type) }))}
                data-testid="plan-link-type"
              />
            </Form.Item>
            <Form.Item name="lag" label={t('gantt.lag')}>
              <InputNumber min={-100000} max={100000} precision={0} data-testid="plan-link-lag" />
            </Form.Item>
          </Space>
          <Button
            type="primary"
            icon={editing ? <EditOutlined /> : <PlusOutlined />}
            onClick={() => void submit().catch(() => {})}
            data-testid="plan-link-submit"
          >
            {editing ? t('gantt.editLink') : t('gantt.addLink')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
