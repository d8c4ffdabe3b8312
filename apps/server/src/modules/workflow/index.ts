import { defineModule } from '../../core/module.ts';
import { messagesModule } from '../messages/index.ts';
import { MENUS } from './workflow.menus.ts';
import { WorkflowRepository } from './workflow.repository.ts';
import { workflowRoutes } from './workflow.routes.ts';
import { WorkflowService } from './workflow.service.ts';
import * as tables from './workflow.tables.ts';
import { workflowHandlers } from './workflow-handlers.ts';

/**
 * 流程管理: BPMN process models and their deployed definitions (spec 02 §7), with the screens
 * 流程模板 (510) and 流程定义 (511) below the plan's directory 113.
 */
export const workflowModule = defineModule({
  name: 'workflow',
  tables,
  menus: MENUS,
  services: (kernel) => {
    const handlers = workflowHandlers(kernel.use(messagesModule).messages);
    return { handlers, workflow: new WorkflowService(new WorkflowRepository(kernel.db), handlers) };
  },
  routes: workflowRoutes,
});
