import { dictLabelIn } from '@zj/contract';
import { Descriptions, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/store/session-store.ts';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { type Participant, ParticipantPicker } from './participant-picker.tsx';
import { problemApi } from './problem-api.ts';
import { isSafety } from './problem-status.ts';
import type { NoticeBody, ProblemDetail } from './problem-types.ts';

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
 * inspection fields and the recipients from the project's members; submit → '保存成功' and the
 * dialog closes (the form is reset as it opens).
 */
export function NoticeDialog({ open, problem, projectName, onClose, getContainer }: NoticeDialogProps) {
  const { t, i18n } = useTranslation();
  const deptName = useSession((state) => state.user?.dept?.deptName ?? '');
  const safety = isSafety(problem.kind);
  const { form, modal } = useFormDialog({
    id: open ? null : undefined,
    prefix: 'notice',
    submitTestId: 'notice-submit',
    submitId: 'notice-submit',
    titles: { shown: t(safety ? 'problem.notice.safety' : 'problem.notice.quality') },
    done: 'problem.notice.saved',
    save: problemApi.sendNotice,
    toBody: (values: NoticeValues): NoticeBody => ({
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
    }),
    onClose,
  });

  return (
    <Modal
      {...modal}
      okText={t('problem.notice.submit')}
      cancelText={t('problem.cancel')}
      getContainer={getContainer}
      width={640}
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
