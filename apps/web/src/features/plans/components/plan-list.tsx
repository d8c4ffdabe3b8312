import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { dictLabelIn, PLAN_PERMS as P, type PlanGroupRow, type PlanRow } from '@zj/contract';
import { API } from '@zj/contract/api';
import { Card, Collapse, Empty, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '@/shared/api/call.ts';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import { usePlanGroups, usePlanList, useSortPlans } from '../api/plans-api.ts';
import { PlanItem, type PlanItemActions } from './plan-item.tsx';
import '../plans-texts.ts';

const PAGE_SIZE = 10;
/** The most plans of a group the order is read of (the contract's largest page). */
const SORT_PAGE = 500;

/**
 * The project's plans grouped by plan group (总进度计划, 年度, 月度, 周计划 … of biz_plan_group, each
 * with its count; seeded labels in English in the English UI), a page of each group's plans in their order; 新增计划 and 导入 at the top.
 */
export function PlanList({
  projectId,
  actions,
  onAdd,
  onImport,
}: {
  projectId: number;
  actions: Omit<PlanItemActions, 'onMove'>;
  onAdd: () => void;
  onImport: () => void;
}) {
  const { t, i18n } = useTranslation();
  const groups = usePlanGroups(projectId);
  const rows = groups.data ?? [];
  const [open, setOpen] = useState<string[] | null>(null);
  const shown = open ?? rows.filter((group) => group.count > 0).map((group) => group.planGroup);
  return (
    <Card
      size="small"
      title={t('plan.plans')}
      data-testid="plan-list"
      extra={
        <>
          <PermLink perm={P.add} projectId={projectId} icon={<PlusOutlined />} onClick={onAdd} testId="plan-add">
            {t('plan.add')}
          </PermLink>
          <PermLink
            perm={P.import}
            projectId={projectId}
            icon={<ImportOutlined />}
            onClick={onImport}
            testId="plan-import"
          >
            {t('plan.import')}
          </PermLink>
        </>
      }
      styles={{ body: { padding: 4 } }}
    >
      <Spin spinning={groups.isLoading}>
        {rows.length === 0 && !groups.isLoading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plan.noPlans')} />
        ) : (
          <Collapse
            ghost
            size="small"
            activeKey={shown}
            onChange={(keys) => setOpen(keys)}
            items={rows.map((group: PlanGroupRow) => ({
              key: group.planGroup,
              label: (
                <span data-testid={`plan-group-${group.planGroup}`}>
                  {dictLabelIn(group.label, i18n.language ?? '')}{' '}
                  <Typography.Text type="secondary">({group.count})</Typography.Text>
                </span>
              ),
              styles: { body: { padding: '0 0 4px' } },
              children: shown.includes(group.planGroup) && (
                <GroupPlans projectId={projectId} group={group.planGroup} actions={actions} />
              ),
            }))}
          />
        )}
      </Spin>
    </Card>
  );
}

function GroupPlans({
  projectId,
  group,
  actions,
}: {
  projectId: number;
  group: string;
  actions: Omit<PlanItemActions, 'onMove'>;
}) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const list = usePlanList(projectId, { planGroup: group, pageNum, pageSize: PAGE_SIZE });
  const sort = useSortPlans(projectId);
  const plans = list.data?.rows ?? [];
  // 排序: the group's plans (all of them, read in one page) in their new order, numbered by the server.
  const move = async (plan: PlanRow, by: -1 | 1) => {
    const all = await call(API.plans.list, { query: { projectId, planGroup: group, pageNum: 1, pageSize: SORT_PAGE } });
    const ids = all.rows.map((row) => row.planId);
    const at = ids.indexOf(plan.planId);
    const to = at + by;
    if (at < 0 || to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to] as number, ids[at] as number];
    await sort.mutateAsync(ids);
  };
  if (list.isLoading) return <Spin size="small" style={{ margin: 8 }} />;
  if (plans.length === 0)
    return (
      <Typography.Text type="secondary" style={{ padding: 8, display: 'block' }}>
        {t('plan.noPlans')}
      </Typography.Text>
    );
  return (
    <div role="listbox" aria-label={t('plan.plans')}>
      {plans.map((plan, index) => (
        <PlanItem
          key={plan.planId}
          projectId={projectId}
          plan={plan}
          first={index === 0}
          last={index === plans.length - 1}
          actions={{ ...actions, onMove: (plan, by) => void move(plan, by).catch(() => {}) }}
        />
      ))}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onChange={setPageNum}
          style={{ margin: '4px 8px' }}
        />
      )}
    </div>
  );
}
