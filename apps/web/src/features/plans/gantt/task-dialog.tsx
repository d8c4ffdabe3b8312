import { Checkbox, DatePicker, Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftTask } from '../model/gantt-data.ts';
import '../plans-texts.ts';

interface TaskValues {
  taskName: string;
  duration: number;
  milestone: boolean;
  startNoEarlierThan: Dayjs | null;
  percentComplete: number;
  actualStart: Dayjs | null;
  actualFinish: Dayjs | null;
  remark: string;
}

const dayValue = (day: string | null) => (day ? dayjs(day) : null);
const dayText = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** The change of a task the dialog's values make (days as `YYYY-MM-DD`, a milestone without duration). */
export function taskChange(values: TaskValues): Partial<DraftTask> {
  return {
    taskName: values.taskName.trim(),
    duration: values.milestone ? 0 : Math.max(1, Math.round(values.duration)),
    milestone: values.milestone,
    startNoEarlierThan: dayText(values.startNoEarlierThan),
    percentComplete: Math.round(values.percentComplete),
    actualStart: dayText(values.actualStart),
    actualFinish: dayText(values.actualFinish),
    remark: values.remark.trim(),
  };
}

/** 编辑任务: name, working days, milestone, start no earlier than, percent complete, actual dates, remark. */
export function TaskDialog({
  task,
  summary,
  readonly,
  onClose,
  onChange,
}: {
  task: DraftTask | null;
  /** The task has subtasks: its duration is theirs. */
  summary: boolean;
  readonly: boolean;
  onClose: () => void;
  onChange: (change: Partial<DraftTask>) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TaskValues>();
  const milestone = Form.useWatch('milestone', form);
  // Filled when the dialog opens for a task: a calculation that lands meanwhile must not undo what is typed.
  const latest = useRef(task);
  latest.current = task;
  const openFor = task?.id ?? null;
  useEffect(() => {
    const task = latest.current;
    if (openFor === null || !task) return;
    form.setFieldsValue({
      taskName: task.taskName,
      duration: task.duration,
      milestone: task.milestone,
      startNoEarlierThan: dayValue(task.startNoEarlierThan),
      percentComplete: task.percentComplete,
      actualStart: dayValue(task.actualStart),
      actualFinish: dayValue(task.actualFinish),
      remark: task.remark,
    });
  }, [openFor, form]);
  const ok = async () => {
    const values = await form.validateFields();
    onChange(taskChange(values));
  };
  return (
    <Modal
      open={task !== null}
      title={t('gantt.editTask')}
      onCancel={onClose}
      onOk={() => void ok().catch(() => {})}
      okText={t('common.dialogOk')}
      cancelText={t('common.dialogCancel')}
      okButtonProps={{ disabled: readonly, 'data-testid': 'plan-task-submit' } as never}
      forceRender
      width={520}
    >
      <Form form={form} layout="vertical" disabled={readonly} data-testid="plan-task-form">
        <Form.Item
          name="taskName"
          label={t('gantt.field.name')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('plan.nameRequired') }]}
        >
          <Input data-testid="plan-task-name" maxLength={200} />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item name="duration" label={t('gantt.field.duration')} style={{ flex: '1 1 160px' }}>
            <InputNumber
              min={1}
              max={100000}
              precision={0}
              disabled={readonly || summary || milestone}
              style={{ width: '100%' }}
              data-testid="plan-task-duration"
            />
          </Form.Item>
          <Form.Item name="percentComplete" label={t('gantt.field.percent')} style={{ flex: '1 1 160px' }}>
            <InputNumber
              min={0}
              max={100}
              precision={0}
              suffix="%"
              style={{ width: '100%' }}
              data-testid="plan-task-percent"
            />
          </Form.Item>
        </div>
        {summary && (
          <Typography.Paragraph type="secondary" style={{ marginTop: -8, fontSize: 12 }}>
            {t('gantt.summaryHint')}
          </Typography.Paragraph>
        )}
        <Form.Item name="milestone" valuePropName="checked">
          <Checkbox disabled={readonly || summary} data-testid="plan-task-milestone">
            {t('gantt.field.milestone')}
          </Checkbox>
        </Form.Item>
        <Form.Item name="startNoEarlierThan" label={t('gantt.field.snet')}>
          <DatePicker style={{ width: '100%' }} data-testid="plan-task-snet" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item name="actualStart" label={t('gantt.field.actualStart')} style={{ flex: '1 1 160px' }}>
            <DatePicker style={{ width: '100%' }} data-testid="plan-task-actual-start" />
          </Form.Item>
          <Form.Item name="actualFinish" label={t('gantt.field.actualFinish')} style={{ flex: '1 1 160px' }}>
            <DatePicker style={{ width: '100%' }} data-testid="plan-task-actual-finish" />
          </Form.Item>
        </div>
        <Form.Item name="remark" label={t('gantt.field.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
