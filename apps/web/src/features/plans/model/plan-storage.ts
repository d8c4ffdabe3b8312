import { PLAN_ID_KEY } from '@/shared/project/open-plan.ts';
import { readLocal, writeLocal } from '@/shared/store/storage.ts';

export function readPlanId(): number | null {
  const id = Number(readLocal(PLAN_ID_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const writePlanId = (planId: number | null) => writeLocal(PLAN_ID_KEY, planId === null ? null : String(planId));
