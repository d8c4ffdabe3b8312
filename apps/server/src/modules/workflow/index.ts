import type { DiagramHighlight } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { renderDiagramPng } from '../../core/workflow/diagram-png.ts';
import { renderDiagramSvg } from '../../core/workflow/diagram-svg.ts';
import { ProcessRunner } from '../../core/workflow/process-runner.ts';
import { messagesModule } from '../messages/index.ts';
import { DirectoryRepository } from './directory.repository.ts';
import { handlerRoutes } from './handlers.routes.ts';
import { RuntimeRepository } from './runtime.repository.ts';
import { RuntimeService } from './runtime.service.ts';
import { RuntimeViews } from './runtime-views.ts';
import { taskCentreRoutes } from './task-centre.routes.ts';
import { TaskCentre } from './task-centre.service.ts';
import { TaskListsRepository } from './task-lists.repository.ts';
import { MENUS } from './workflow.menus.ts';
import { WorkflowRepository } from './workflow.repository.ts';
import { workflowRoutes } from './workflow.routes.ts';
import { WorkflowService } from './workflow.service.ts';
import * as tables from './workflow.tables.ts';
import { workflowDiagramRoutes } from './workflow-diagram.routes.ts';
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
    const messages = kernel.use(messagesModule).messages;
    const handlers = workflowHandlers(messages);
    const runtimeRepo = new RuntimeRepository(kernel.db);
    /** Start processes and act on tasks, in the caller's transaction (other modules use this). */
    const runner = new ProcessRunner(handlers, kernel.config.workflowLimits);
    const runtime = new RuntimeService(runtimeRepo, runner, messages, handlers, {
      liveEngines: kernel.config.workflowLiveEngines,
    });
    const lists = new TaskListsRepository(kernel.db);
    const views = new RuntimeViews(runtimeRepo, lists);
    return {
      handlers,
      workflow: new WorkflowService(
        new WorkflowRepository(kernel.db),
        handlers,
        runtime,
        new DirectoryRepository(kernel.db),
      ),
      runtime,
      views,
      /** The task centre: every business's tasks and the actions on them; businesses register with it. */
      tasks: new TaskCentre(lists, runtime, views),
    };
  },
  // Due timers (boundary timers, escalations) fire on whichever replica locks their instance first.
  jobs: ({ runtime }, kernel) => {
    const every = kernel.config.workflowTimerMs;
    if (!every) return () => {};
    const timer = setInterval(() => {
      runtime.fireDueTimers().catch((error: unknown) => console.error('workflow timers failed', error));
    }, every);
    timer.unref();
    return () => clearInterval(timer);
  },
  routes: async (app, services) => {
    await workflowRoutes(app, services);
    await workflowDiagramRoutes(app, services);
    await taskCentreRoutes(app, services);
    await handlerRoutes(app, services);
  },
});

export { actorOf } from './actor.ts';
export { approvalSteps } from './approval-steps.ts';
export { applyForApproval, tellApplicants } from './business-approval.ts';

/** A process's diagram as SVG, finished/taken/active elements in `DIAGRAM_COLOURS` (the runtime's progress image). */
export const diagramSvg = (xml: string, highlight?: DiagramHighlight) => renderDiagramSvg(xml, highlight);
/** The same as PNG (the blob calls). */
export const diagramPng = async (xml: string, highlight?: DiagramHighlight) =>
  renderDiagramPng(await renderDiagramSvg(xml, highlight));
export { seedProcess } from './process-seed.ts';
export type { BizFilter, Instance, Task, TaskWithInstance } from './runtime.repository.ts';
export type { Actor, RuntimeService, StartInput, StatusHook } from './runtime.service.ts';
export { type BizReader, currentTasksOf, type RuntimeViews } from './runtime-views.ts';
export type {
  ApplicationKeys,
  TaskBusiness,
  TaskCentre,
  TaskForms,
  TaskRecord,
} from './task-centre.service.ts';
export { INSTANCE_ORDER_STATUS, type Progress, type TaskHead, type TaskListRow } from './task-rows.ts';
