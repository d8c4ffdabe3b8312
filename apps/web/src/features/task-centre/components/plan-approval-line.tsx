import { ProjectOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '@/shared/api/call.ts';
import { getProjectInfo } from '@/shared/api/projects.ts';
import { openPlan } from '@/shared/project/open-plan.ts';
import '../task-centre-texts.ts';

/** The plan and its project, read without telling the user of a refusal (a plan gone, no access). */
async function readPlan(planId: number) {
  try {
    const plan = (await call(API.plans.get, { params: { id: planId } }, { silent: true })).data;
    const info = await getProjectInfo(plan.projectId).catch(() => null);
    return { plan, projectName: info?.project.projectName ?? String(plan.projectId) };
  } catch {
    return null;
  }
}

/**
 * A 计划审批 task: what the approver decides on — the plan's project, dates, working days, tasks
 * and version — and 打开计划, which opens its gantt in 进度计划 (its project made current).
 */
export function PlanApprovalLine({ planId }: { planId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const read = useQuery({ queryKey: ['task-centre', 'plan', planId], queryFn: () => readPlan(planId), retry: false });
  const found = read.data;
  if (!found) return null;
  const { plan, projectName } = found;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered style={{ marginTop: 12 }} data-testid="order-plan">
      <Descriptions.Item label={t('order.plan.name')}>
        {plan.planName}{' '}
        <Button
          type="link"
          size="small"
          icon={<ProjectOutlined />}
          onClick={() => void openPlan({ planId: plan.planId, projectId: plan.projectId, projectName }, navigate)}
          data-testid="order-plan-open"
        >
          {t('order.plan.open')}
        </Button>
      </Descriptions.Item>
      <Descriptions.Item label={t('order.plan.project')}>{projectName}</Descriptions.Item>
      <Descriptions.Item label={t('order.plan.dates')}>
        {plan.startDate} ~ {plan.finishDate ?? '—'} · {t('order.plan.days', { count: plan.duration })}
      </Descriptions.Item>
      <Descriptions.Item label={t('order.plan.tasks')}>
        {plan.taskCount}
        {plan.versionNo > 0 && ` · ${t('order.plan.version', { no: plan.versionNo })}`}
      </Descriptions.Item>
    </Descriptions>
  );
}
