import { Empty, Space } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanOptionsOf } from '../api/plan-options.ts';
import { PlanChooser } from './plan-chooser.tsx';

/** A project's plan chooser above the chosen plan's screen (both pages). */
export function PlanScreen({
  of,
  projectId,
  children,
}: {
  of: PlanOptionsOf;
  projectId: number;
  children: (planId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [planId, setPlanId] = useState<number | null>(null);
  const [none, setNone] = useState(false);
  const choose = useCallback((plan: { planId: number }) => setPlanId(plan.planId), []);
  const noPlan = useCallback(() => setNone(true), []);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space>
        <span>{t('prod.plan')}</span>
        <PlanChooser of={of} projectId={projectId} value={planId} onChange={choose} onNone={noPlan} />
      </Space>
      {planId !== null ? (
        <div key={planId}>{children(planId)}</div>
      ) : none ? (
        <Empty description={t('prod.noPlan')} data-testid={`${of}-no-plan`} />
      ) : null}
    </Space>
  );
}
