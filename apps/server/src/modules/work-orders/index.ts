import { defineModule } from '../../core/module.ts';
import { formsModule } from '../forms/index.ts';
import { workflowModule } from '../workflow/index.ts';
import { MENUS } from './work-orders.menus.ts';
import { WorkOrdersRepository } from './work-orders.repository.ts';
import { workOrdersRoutes } from './work-orders.routes.ts';
import { seedWorkOrders } from './work-orders.seed.ts';
import { ORDER_BIZ_TABLE, WorkOrdersService } from './work-orders.service.ts';
import * as tables from './work-orders.tables.ts';

export { ORDER_BIZ_TABLE } from './work-orders.service.ts';

/**
 * 工单 (spec 02 §7 "Work orders"): applications of dynamic forms that start the form's process,
 * the to-do and handled lists, approval by button or by business id. Seeds the role 审批人 and
 * the processes 质量整改审批 and 计划审批.
 */
export const workOrdersModule = defineModule({
  name: 'work-orders',
  tables,
  menus: MENUS,
  services: (kernel) => {
    const { runtime, views, workflow } = kernel.use(workflowModule);
    const orders = new WorkOrdersService(
      new WorkOrdersRepository(kernel.db),
      kernel.use(formsModule).forms,
      runtime,
      views,
      workflow,
    );
    runtime.onStatusChange(ORDER_BIZ_TABLE, (instance, tx) => orders.follow(instance, tx));
    // Who may read an order may read its tasks' forms (besides the people its process names).
    views.allowReaders(ORDER_BIZ_TABLE, (p, instance) => orders.mayReadOrderOf(p, instance));
    return { orders };
  },
  routes: workOrdersRoutes,
  seed: seedWorkOrders,
});
