import { MESSAGE_STATUS, type SysMessageRow } from '@zj/contract';

/** The dialogs a message can open (spec 01 §2 "Root-level screens"). */
export type MessageDialogKind = 'safety' | 'quality' | 'approval' | 'notice';

/** relateTable → dialog; model_problem and the workflow's tables navigate; any other table only refreshes (spec 01 §4). */
export const DIALOG_OF_TABLE: Readonly<Record<string, MessageDialogKind>> = {
  safety_report: 'safety',
  quality_problem: 'quality',
  quality_problem_rectification: 'approval',
  // A special-inspection notice (and the reply to it): the notice and reply view.
  problem_notice: 'notice',
};
export const MODEL_PROBLEM = 'model_problem';
/**
 * relateTable → the task-centre page it opens: a new task → 待办任务 with that task open (or told it
 * has been handled), a process's outcome → 我的任务,
 * a work order → 我的任务 with that order open.
 */
export const PAGE_OF_TABLE: Readonly<Record<string, (relateId: string | null) => string>> = {
  workflow_task: (id) => (id ? `/order/order/my-todo?taskId=${encodeURIComponent(id)}` : '/order/order/my-todo'),
  workflow_instance: () => '/order/order/my-order',
  sys_work_order: (id) => (id ? `/order/order/my-order?orderId=${encodeURIComponent(id)}` : '/order/order/my-order'),
};

export interface OpenMessageDeps {
  /** PUT editSysMessage; rejects when the server refused (the user has been told). */
  markRead(id: number): Promise<void>;
  showDialog(kind: MessageDialogKind, message: SysMessageRow): void;
  /** model_problem: close the drawer, select the project, go to problem tracking. */
  openModelProblem(message: SysMessageRow): Promise<void>;
  /** Closes the drawer and goes to one of the app's pages. */
  openPage(path: string): void;
  /** Reloads the message lists and the count. */
  refresh(): void;
}

export type OpenOutcome = 'dialog' | 'model' | 'page' | 'refresh';

/** Opens a message by what it refers to; an unread message is marked read first. */
export async function openMessage(message: SysMessageRow, deps: OpenMessageDeps): Promise<OpenOutcome> {
  if (message.status === MESSAGE_STATUS.unread) {
    try {
      await deps.markRead(message.id);
    } catch {
      // the request client has shown why; the message can still be looked at
    }
  }
  const table = message.relateTable ?? '';
  const dialog = DIALOG_OF_TABLE[table];
  if (dialog) {
    deps.showDialog(dialog, message);
    deps.refresh();
    return 'dialog';
  }
  const page = PAGE_OF_TABLE[table];
  if (page) {
    deps.refresh();
    deps.openPage(page(message.relateId));
    return 'page';
  }
  if (table === MODEL_PROBLEM) {
    deps.refresh();
    await deps.openModelProblem(message);
    return 'model';
  }
  deps.refresh();
  return 'refresh';
}
