import { writeLocal } from '@/shared/store/storage.ts';
import { makeProjectCurrent } from './make-project-current.ts';

/** Local storage of the plan last opened in 进度计划 (spec 01 §3 "plan id"; named like projectId). */
export const PLAN_ID_KEY = 'planId';
/** The page of 进度计划 (menu planmanage under the project group, spec 01 §2). */
export const PLAN_PAGE_PATH = '/business/planmanage';

/**
 * Opens a plan in 进度计划 from elsewhere (a 计划审批 task in 待办): its project becomes the current
 * one, the plan the one kept in local storage, and the page is shown.
 */
export async function openPlan(
  plan: { planId: number; projectId: number; projectName: string },
  navigate: (path: string) => unknown,
): Promise<void> {
  await makeProjectCurrent({ projectId: plan.projectId, projectName: plan.projectName });
  writeLocal(PLAN_ID_KEY, String(plan.planId));
  await navigate(PLAN_PAGE_PATH);
}
