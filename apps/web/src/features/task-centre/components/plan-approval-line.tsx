import { ProjectOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ProjectTreeNode } from '@zj/contract';
import { API } from '@zj/contract/api';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '@/shared/api/call.ts';
import { openPlan } from '@/shared/project/open-plan.ts';
import { getProjectTree } from '@/shared/project/project-tree.ts';
import { useSession } from '@/shared/store/session-store.ts';
import '../task-centre-texts.ts';

/** The name of a project in the caller's project tree. */
function nameIn(nodes: readonly ProjectTreeNode[], projectId: number): string | null {
  for (const node of nodes) {
    if (node.projectId === projectId) return node.projectName;
    const found = nameIn(node.children ?? [], projectId);
    if (found) return found;
  }
  return null;
}

/** The plan and its project's name, read without telling the user of a refusal (a plan gone, no access). */
async function readPlan(planId: number, userId: number) {
  try {
    const plan = (await call(API.plans.get, { params: { id: planId } }, { silent: true })).data;
    const tree = await getProjectTree(userId).catch(() => []);
    return { plan, projectName: nameIn(tree, plan.projectId) ?? String(plan.projectId) };
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
  const userId = useSession((state) => state.user?.userId ?? 0);
  const read = useQuery({
    queryKey: ['task-centre', 'plan', planId, userId],
    queryFn: () => readPlan(planId, userId),
    retry: false,
  });
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
