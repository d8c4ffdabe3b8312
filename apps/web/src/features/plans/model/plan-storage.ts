import { readLocal, writeLocal } from '@/shared/store/storage.ts';

/** Local storage of the plan last opened (spec 01 §3 "plan id"; named like projectId). */
export const PLAN_ID_KEY = 'planId';

export function readPlanId(): number | null {
  const id = Number(readLocal(PLAN_ID_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const writePlanId = (planId: number | null) => writeLocal(PLAN_ID_KEY, planId === null ? null : String(planId));
