import { MEASURE_APPROVAL, MEASURE_PERMS } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { dictsModule } from '../dicts/index.ts';
import { filesModule } from '../files/index.ts';
import { formsModule } from '../forms/index.ts';
import { messagesModule } from '../messages/index.ts';
import { workflowModule } from '../workflow/index.ts';
import { MeasureApprovalService } from './measure-approval.service.ts';
import { MENUS } from './measure-plans.menus.ts';
import { MeasurePlansRepository, projectOfMeasure } from './measure-plans.repository.ts';
import { measurePlansRoutes } from './measure-plans.routes.ts';
import { MeasurePlansService } from './measure-plans.service.ts';
import * as tables from './measure-plans.tables.ts';

/**
 * 措施计划 (issue 26): a project's safety, technical, quality and environmental measures with
 * their owner, deadline and attachments, approved through the seeded process 措施审批 (form
 * measure_apply, seeded with the other approvals by the forms and work-orders modules) and closed by
 * their owner. Its page is the menu plan's 213.
 */
export const measurePlansModule = defineModule({
  name: 'measure-plans',
  tables,
  menus: MENUS,
  permissions: Object.values(MEASURE_PERMS),
  services: (kernel) => {
    const { runtime, workflow } = kernel.use(workflowModule);
    const { dicts } = kernel.use(dictsModule);
    const measures = new MeasurePlansService(
      new MeasurePlansRepository(kernel.db),
      kernel.projects,
      dicts,
      kernel.use(filesModule).files,
      kernel.uploads,
    );
    const approval = new MeasureApprovalService(
      measures,
      dicts,
      kernel.use(formsModule).forms,
      runtime,
      workflow,
      kernel.use(messagesModule).messages,
    );
    runtime.onStatusChange(MEASURE_APPROVAL.bizTable, (instance, tx) => approval.follow(instance, tx));
    // The applicant hears of the outcome from the measure's hook (in the measure's words).
    runtime.tellsOutcomes(MEASURE_APPROVAL.bizTable);
    return { measures, approval };
  },
  routes: measurePlansRoutes,
  projectLookups: { measurePlan: projectOfMeasure },
});
