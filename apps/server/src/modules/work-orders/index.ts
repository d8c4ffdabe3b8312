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
 * 工单 (spec 02 §7 "Work orders"): applications of dynamic forms that start the form's process;
 * their tasks are handled in the workflow module's task centre, where the orders register as a
 * business. Seeds the role 审批人 and the processes 质量整改审批, 计划审批 and 措施审批.
 */
export const workOrdersModule = defineModule({
  name: 'work-orders',
  tables,
  menus: MENUS,
  services: (kernel) => {
    const { runtime, views, workflow, tasks } = kernel.use(workflowModule);
    const { forms } = kernel.use(formsModule);
    const orders = new WorkOrdersService(new WorkOrdersRepository(kernel.db), forms, runtime, tasks, workflow);
    runtime.onStatusChange(ORDER_BIZ_TABLE, (instance, tx) => orders.follow(instance, tx));
    // The task centre lists orders' tasks with their order and keeps the values a task's button submits.
    tasks.register(ORDER_BIZ_TABLE, orders);
    // Tasks' forms are the dynamic forms (a task's own, the process's, or its order's).
    tasks.useForms({
      content: async (ref) => (await forms.find(ref).catch(() => null))?.formContent ?? null,
      validate: (ref, values) => forms.validateSubmission(ref, values),
    });
    // Who may read an order may read its tasks' forms (besides the people its process names).
    views.allowReaders(ORDER_BIZ_TABLE, (p, instance) => orders.mayReadOrderOf(p, instance));
    return { orders };
  },
  routes: workOrdersRoutes,
  seed: seedWorkOrders,
});
