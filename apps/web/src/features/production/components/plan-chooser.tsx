import type { ProductionPlanRow } from '@zj/contract';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlanOptionsOf, usePlanOptions } from '../api/plan-options.ts';

interface PlanChooserProps {
  of: PlanOptionsOf;
  projectId: number;
  value: number | null;
  /** Called with the plan chosen, and with the project's first plan when none is chosen yet. */
  onChange: (plan: ProductionPlanRow) => void;
  /** Told once the first answer shows the project has no plan. */
  onNone: () => void;
}

/** The project's plans, searched by name; the first is chosen when the page opens. */
export function PlanChooser({ of, projectId, value, onChange, onNone }: PlanChooserProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setName(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const plans = usePlanOptions(of, projectId, name);
  const rows = plans.data;
  useEffect(() => {
    if (value !== null || !rows || name) return;
    if (rows[0]) onChange(rows[0]);
    else onNone();
  }, [rows, value, name, onChange, onNone]);
  return (
    <Select
      showSearch
      filterOption={false}
      onSearch={setTyped}
      loading={plans.isFetching}
      value={value}
      placeholder={t('prod.planHint')}
      options={(rows ?? []).map((plan) => ({ value: plan.planId, label: plan.planName, plan }))}
      onChange={(_id, option) => {
        if (option && !Array.isArray(option)) onChange(option.plan);
      }}
      style={{ minWidth: 220 }}
      data-testid={`${of}-plan`}
    />
  );
}
