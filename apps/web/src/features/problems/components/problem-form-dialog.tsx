import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HAZARD_TYPES,
  PROBLEM_LEVELS,
  PROBLEM_LIMITS,
  PROBLEM_TYPE_DEFAULT,
  type ProblemBody,
  type ProblemDetail,
  type ProblemEditBody,
  type ProblemKind,
} from '@zj/contract';
import { DatePicker, Form, Input, Modal, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getProjectBands } from '@/shared/api/projects.ts';
import { problemApi, problemKeys, useMembers } from '@/shared/problems/problem-api.ts';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { qualityProblemApi, trackingApi, trackingKeys } from '../api/problem-list-api.ts';
import '@/shared/problems/problem-texts.ts';

interface FormValues {
  name: string;
  content?: string;
  level: string;
  type: string;
  hazardType?: string;
  files?: string;
  implementerIds?: number[];
  extend1?: string;
  componentId?: string;
  bandId?: number | null;
  location?: string;
  dueDate?: Dayjs | null;
}

/** undefined: closed; null: a new problem; a number: that problem. */
export type ProblemTarget = number | null | undefined;

const toValues = (problem: ProblemDetail): FormValues => ({
  name: problem.name,
  content: problem.content,
  level: problem.level,
  type: problem.type,
  hazardType: problem.hazardType ?? undefined,
  files: problem.files,
  implementerIds: problem.implementerIds,
  extend1: problem.extend1,
  componentId: problem.componentId,
  bandId: problem.bandId,
  location: problem.location,
  dueDate: problem.dueDate ? dayjs(problem.dueDate) : null,
});

/**
 * 新增问题 / 修改问题: a model problem of 问题追踪 (kind '0', spec 01 §7 "Problem"), or a quality
 * ('1') or safety ('2', with its hazard type) problem (spec 02 §3).
 */
export function ProblemFormDialog({
  projectId,
  kind,
  target,
  defaults,
  onCreated,
  onClose,
}: {
  projectId: number;
  kind: ProblemKind;
  target: ProblemTarget;
  /** A new problem's first values (问题追踪: the selected component, its band). Memoise it. */
  defaults?: Pick<FormValues, 'extend1' | 'componentId' | 'bandId' | 'name'>;
  /** A new problem was saved: its id (问题追踪 then saves its viewpoint). */
  onCreated?(problemId: number): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const open = target !== undefined;
  const editing = typeof target === 'number' ? target : null;
  const members = useMembers(projectId, open);
  const bands = useQuery({
    queryKey: ['problem', 'project-bands', projectId],
    queryFn: () => getProjectBands(projectId),
    enabled: open,
  });
  const read = (id: number) => ({
    queryKey: problemKeys.problem(id),
    queryFn: () => problemApi.get(id, kind === '0' ? 'model' : 'quality'),
  });
  const detail = useQuery({ ...read(editing ?? 0), enabled: editing !== null });

  // 整改期限 not before the problem's creation (today for a new one): the server refuses it too.
  const createdDay = editing !== null && detail.data?.createTime ? dayjs(detail.data.createTime) : dayjs();

  const { form, modal } = useFormDialog({
    id: target,
    prefix: 'tracking',
    submitId: 'tracking-form-submit',
    titles: { add: 'tracking.add', edit: 'tracking.edit' },
    load: (id: number) => client.fetchQuery(read(id)),
    toValues,
    defaults,
    save: async (body: ProblemBody | ProblemEditBody) => {
      const api = kind === '0' ? trackingApi : qualityProblemApi;
      if ('problemId' in body) return api.edit(body);
      const saved = await api.add(body);
      onCreated?.(saved.data);
      return saved;
    },
    toBody: (values: FormValues, id): ProblemBody | ProblemEditBody => {
      const band = (bands.data ?? []).find((row) => row.bandId === values.bandId);
      const fields = {
        name: values.name,
        content: values.content ?? '',
        level: values.level,
        type: values.type,
        ...(kind === '2' ? { hazardType: values.hazardType } : {}),
        files: values.files ?? '',
        implementerIds: values.implementerIds ?? [],
        extend1: values.extend1 ?? '',
        componentId: values.componentId ?? '',
        bandId: values.bandId ?? undefined,
        bandName: band?.bandName ?? '',
        location: values.location ?? '',
        dueDate: values.dueDate ? values.dueDate.format('YYYY-MM-DD') : undefined,
      };
      return id === null ? { projectId, kind, ...fields } : { problemId: id, ...fields };
    },
    onClose,
    onSaved: () => {
      onClose();
      return client.invalidateQueries({ queryKey: trackingKeys.all });
    },
  });

  return (
    <Modal {...modal} okText={t('problem.confirm')} cancelText={t('problem.cancel')} width={640}>
      <Spin spinning={editing !== null && detail.isLoading}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ level: PROBLEM_LEVELS[0], type: PROBLEM_TYPE_DEFAULT }}
          data-testid="tracking-form"
        >
          <Form.Item
            name="name"
            label={t('tracking.form.name')}
            rules={[
              { required: true, whitespace: true, message: t('tracking.form.nameRequired') },
              { max: PROBLEM_LIMITS.name },
            ]}
          >
            <Input maxLength={PROBLEM_LIMITS.name} showCount data-testid="tracking-form-name" />
          </Form.Item>
          <Form.Item name="content" label={t('tracking.form.content')} rules={[{ max: PROBLEM_LIMITS.content }]}>
            <Input.TextArea rows={3} maxLength={PROBLEM_LIMITS.content} showCount />
          </Form.Item>
          <Form.Item name="level" label={t('tracking.form.level')}>
            <Select options={PROBLEM_LEVELS.map((level) => ({ value: level, label: t(`problem.level.${level}`) }))} />
          </Form.Item>
          <Form.Item name="type" label={t('tracking.form.type')} rules={[{ max: 20 }]}>
            <Input maxLength={20} />
          </Form.Item>
          {kind === '2' && (
            <Form.Item
              name="hazardType"
              label={t('tracking.form.hazardType')}
              rules={[{ required: true, message: t('tracking.form.hazardRequired') }]}
            >
              <Select options={HAZARD_TYPES.map((type) => ({ value: type, label: t(`problem.hazard.${type}`) }))} />
            </Form.Item>
          )}
          <Form.Item name="files" label={t('tracking.form.files')}>
            <ImageUpload limit={PROBLEM_LIMITS.photos} />
          </Form.Item>
          <Form.Item name="implementerIds" label={t('tracking.form.implementer')}>
            <Select
              mode="multiple"
              loading={members.isLoading}
              optionFilterProp="label"
              maxCount={PROBLEM_LIMITS.people}
              options={(members.data?.rows ?? []).map((row) => ({
                value: row.userId,
                label: row.nickName || row.userName,
              }))}
              data-testid="tracking-form-implementer"
            />
          </Form.Item>
          <Form.Item name="bandId" label={t('tracking.form.band')}>
            <Select
              allowClear
              options={(bands.data ?? []).map((row) => ({ value: row.bandId, label: row.bandName }))}
            />
          </Form.Item>
          <Form.Item name="extend1" label={t('tracking.form.component')} rules={[{ max: 100 }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="componentId" hidden>
            <Input />
          </Form.Item>
          <Form.Item name="location" label={t('tracking.form.location')} rules={[{ max: PROBLEM_LIMITS.location }]}>
            <Input maxLength={PROBLEM_LIMITS.location} />
          </Form.Item>
          <Form.Item
            name="dueDate"
            label={t('tracking.form.dueDate')}
            rules={[
              {
                validator: (_, value: Dayjs | null | undefined) =>
                  value && value.isBefore(createdDay, 'day')
                    ? Promise.reject(new Error(t('tracking.form.dueBeforeCreation')))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker disabledDate={(day) => day.isBefore(createdDay, 'day')} data-testid="problem-due-date" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
