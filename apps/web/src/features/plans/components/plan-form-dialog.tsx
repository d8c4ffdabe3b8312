import { useQuery } from '@tanstack/react-query';
import { PLAN_GROUP_DICT, type PlanBody, type PlanEditBody, type PlanRow, planBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/call.ts';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
import { TextItem } from '@/shared/ui/list/text-item.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { getPlan, planKeys, useAddPlan, useEditPlan } from '../api/plans-api.ts';
import '../plans-texts.ts';

interface PlanValues {
  planName: string;
  planGroup: string | undefined;
  parentId: number | null;
  startDate: Dayjs | null;
  remark: string;
}

const EMPTY: PlanValues = { planName: '', planGroup: undefined, parentId: null, startDate: null, remark: '' };
/** How many of the project's plans the parent select offers (searched by name on the server). */
const PARENT_PAGE = 50;

/** The body of the dialog's values: a new plan of the project, or the edited plan's fields. */
export function planBodyOf(values: PlanValues, projectId: number, planId: number | null): PlanBody | PlanEditBody {
  const fields = {
    planName: values.planName.trim(),
    planGroup: values.planGroup ?? '',
    parentId: values.parentId ?? null,
    startDate: values.startDate ? values.startDate.format('YYYY-MM-DD') : '',
    remark: values.remark.trim(),
  };
  return planId === null ? { projectId, ...fields } : { planId, ...fields };
}

/** 新增计划 / 修改计划: name, group (dictionary biz_plan_group), parent plan, start date, remark. */
export function PlanFormDialog({
  projectId,
  planId,
  defaultGroup,
  onClose,
  onSaved,
}: {
  projectId: number;
  /** undefined: closed; null: a new plan; an id: that plan. */
  planId: number | null | undefined;
  defaultGroup?: string;
  onClose: () => void;
  onSaved: (planId: number | null) => void;
}) {
  const { t } = useTranslation();
  const groups = useDict(PLAN_GROUP_DICT)[PLAN_GROUP_DICT];
  const add = useAddPlan(projectId);
  const edit = useEditPlan(projectId);
  const parents = useQuery({
    queryKey: [...planKeys.project(projectId), 'parents'],
    queryFn: async () => (await call(API.plans.list, { query: { projectId, pageNum: 1, pageSize: PARENT_PAGE } })).rows,
    enabled: planId !== undefined,
  });
  const dialog = useFormDialog<PlanValues, number, Awaited<ReturnType<typeof getPlan>>, PlanBody | PlanEditBody>({
    id: planId,
    prefix: 'plan',
    titles: { add: 'plan.addTitle', edit: 'plan.editTitle' },
    fields: EMPTY,
    defaults: planId === null ? { planGroup: defaultGroup, startDate: dayjs() } : undefined,
    load: getPlan,
    toValues: (row) => ({
      planName: row.planName,
      planGroup: row.planGroup,
      parentId: row.parentId,
      startDate: dayjs(row.startDate),
      remark: row.remark,
    }),
    toBody: (values, id) => planBodyOf(values, projectId, id),
    save: {
      isPending: add.isPending || edit.isPending,
      mutateAsync: async (body) => {
        if ('planId' in body) {
          await edit.mutateAsync(body);
          onSaved(Number(body.planId));
          return null;
        }
        const answer = await add.mutateAsync(body as PlanBody);
        onSaved(answer.data);
        return answer;
      },
    },
    onClose,
    onSaved: () => undefined,
  });
  const parentOptions = (parents.data ?? [])
    .filter((row: PlanRow) => row.planId !== planId)
    .map((row: PlanRow) => ({ value: row.planId, label: row.planName }));
  return (
    <FormDialog
      dialog={dialog}
      schema={planBody}
      width={560}
      labelSpan={6}
      items={[
        {
          name: 'planName',
          label: 'plan.field.name',
          invalid: 'plan.nameRequired',
          required: true,
          testId: 'plan-form-name',
        },
      ]}
    >
      <Form.Item
        name="planGroup"
        label={t('plan.field.group')}
        rules={[{ required: true, message: t('plan.groupRequired') }]}
      >
        <DictSelect options={groups} allowClear={false} data-testid="plan-form-group" />
      </Form.Item>
      <Form.Item name="parentId" label={t('plan.field.parent')}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('plan.noParent')}
          options={parentOptions}
          loading={parents.isFetching}
          data-testid="plan-form-parent"
        />
      </Form.Item>
      <Form.Item
        name="startDate"
        label={t('plan.field.startDate')}
        rules={[{ required: true, message: t('plan.startRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} data-testid="plan-form-start" />
      </Form.Item>
      <TextItem name="remark" label="plan.field.remark" rows={2} schema={planBody.shape.remark} />
    </FormDialog>
  );
}
