import { PLAN_PERMS } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { dictsModule } from '../dicts/index.ts';
import { formsModule } from '../forms/index.ts';
import { messagesModule } from '../messages/index.ts';
import { currentElementsOf } from '../models/index.ts';
import { projectsModule } from '../projects/index.ts';
import { workflowModule } from '../workflow/index.ts';
import { PLAN_BIZ_TABLE, PlanApprovalService } from './plan-approval.service.ts';
import { PlanBinding } from './plan-binding.ts';
import { PlanExchange } from './plan-exchange.ts';
import { PlanProgress } from './plan-progress.ts';
import { PlanRecords } from './plan-records.service.ts';
import { MENUS } from './plans.menus.ts';
import { PlansRepository, projectOfBinding, projectOfPlan } from './plans.repository.ts';
import { plansRoutes } from './plans.routes.ts';
import { PlansService } from './plans.service.ts';
import * as tables from './plans.tables.ts';

export { workCalendar } from './plan-schedule.ts';
export {
  type LeafTask,
  leafTaskPage,
  leafTasksByIds,
  leafTasksOf,
  type PlanHead,
  planHead,
  planHeadPage,
  planTasksNamed,
  projectLeafTaskPage,
} from './plan-task-reads.ts';
export { projectOfPlanTask } from './plans.repository.ts';
export { CalendarIndex, dateOf, dayNumber } from './schedule/index.ts';

/**
 * 进度计划 (issue 26, spec 01 §7 "Plan"): plans of tasks and links on a working calendar, scheduled
 * by the critical path of ./schedule; their approval through the seeded process 计划审批 (approval
 * makes the baseline and a version); versions; MS Project XML exchange; the public read-only link;
 * 4D binding to model components; the project's progress and status.
 */
export const plansModule = defineModule({
  name: 'plans',
  tables,
  menus: MENUS,
  permissions: Object.values(PLAN_PERMS),
  services: (kernel) => {
    const { runtime, workflow, tasks } = kernel.use(workflowModule);
    const repo = new PlansRepository(kernel.db);
    const plans = new PlansService(repo, kernel.projects, kernel.use(dictsModule).dicts, kernel.config.displayZone);
    const approval = new PlanApprovalService(
      repo,
      plans,
      kernel.use(formsModule).forms,
      runtime,
      tasks,
      workflow,
      kernel.use(messagesModule).messages,
    );
    runtime.onStatusChange(PLAN_BIZ_TABLE, (instance, tx) => approval.follow(instance, tx));
    // The applicant hears of the outcome from the plan's hook (in the plan's words).
    runtime.tellsOutcomes(PLAN_BIZ_TABLE);
    return {
      plans,
      approval,
      records: new PlanRecords(plans),
      exchange: new PlanExchange(plans, kernel.uploads, kernel.storage),
      binding: new PlanBinding(plans, kernel.use(projectsModule).bands, currentElementsOf),
      progress: new PlanProgress(plans),
    };
  },
  routes: plansRoutes,
  projectLookups: {
    plan: projectOfPlan,
    planBinding: projectOfBinding,
  },
});
