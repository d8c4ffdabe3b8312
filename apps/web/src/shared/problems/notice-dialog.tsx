import { dictLabelIn } from '@zj/contract';
import { Descriptions, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { type Participant, ParticipantPicker } from './participant-picker.tsx';
import { problemApi } from './problem-api.ts';
import { isSafety } from './problem-status.ts';
import type { ProblemDetail } from './problem-types.ts';

interface NoticeValues {
  dept: string;
  inspectionContent: string;
  participants: string;
  recipient: number[];
}

export interface NoticeDialogProps {
  open: boolean;
  problem: ProblemDetail;
  projectName: string;
  onClose(): void;
  getContainer?: false;
}

/**
 * 安全/质量专项检查通知及回复 (spec 02 §2, §3 "Notice form"): the problem's facts, the
 * inspection fields and the recipients from the project's members; submit → '保存成功', the
 * form is reset and the dialog closes.
 */
export function NoticeDialog({ open, problem, projectName, onClose, getContainer }: NoticeDialogProps) {
  const { t, i18n } = useTranslation();
  const deptName = useSession((state) => state.user?.dept?.deptName ?? '');
  const [form] = Form.useForm<NoticeValues>();
  const [saving, setSaving] = useState(false);
  const safety = isSafety(problem.kind);

  const submit = async (values: NoticeValues) => {
    setSaving(true);
    try {
      await problemApi.sendNotice({
        projectId: problem.projectId,
        problemId: problem.id,
        extend1: problem.kind === '2' ? '2' : '1',
        projectName,
        level: problem.level,
        // 隐患类型: the problem's hazard type (its 类型, 随机抽查 …, is something else).
        type: problem.hazardType ?? '',
        dept: values.dept ?? '',
        createTime: problem.createTime ?? undefined,
        content: problem.content,
        problem: problem.name,
        problemFiles: problem.files,
        inspectionContent: values.inspectionContent ?? '',
        participants: values.participants ?? '',
        recipient: values.recipient,
      });
      feedback().success(t('problem.notice.saved'));
      form.resetFields();
      onClose();
    } catch {
      // the request client has told the user
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(safety ? 'problem.notice.safety' : 'problem.notice.quality')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('problem.notice.submit')}
      cancelText={t('problem.cancel')}
      confirmLoading={saving}
      getContainer={getContainer}
      width={640}
      okButtonProps={{ id: 'notice-submit' }}
      forceRender
    >
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('problem.notice.projectName')}>{projectName}</Descriptions.Item>
        <Descriptions.Item label={t('problem.notice.level')}>
          {dictLabelIn(problem.level ?? '', i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('problem.notice.problem')}>{problem.name}</Descriptions.Item>
        <Descriptions.Item label={t('problem.notice.type')}>
          <span data-testid="notice-hazard-type">{dictLabelIn(problem.hazardType ?? '', i18n.language)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ dept: deptName, participants: problem.implementerUser.join(','), recipient: [] }}
        onFinish={(values) => void submit(values)}
        data-testid="notice-form"
      >
        <Form.Item name="dept" label={t('problem.notice.dept')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="inspectionContent" label={t('problem.notice.inspectionContent')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item name="participants" label={t('problem.notice.participants')} rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="recipient"
          label={t('problem.notice.recipient')}
          rules={[{ required: true, type: 'array', min: 1, message: t('problem.notice.recipientRequired') }]}
        >
          <RecipientField projectId={problem.projectId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RecipientField({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value?: number[];
  onChange?: (ids: number[]) => void;
}) {
  return (
    <ParticipantPicker
      projectId={projectId}
      value={value}
      onChange={(ids: number[], _people: Participant[]) => onChange?.(ids)}
    />
  );
}
