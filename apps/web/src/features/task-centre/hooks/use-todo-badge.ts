import '../task-centre-texts.ts';

/**
 * The pending count of the header's 任务 entry (its title text, order.todoBadge, is the task
 * centre's): the shared count the work desk's 我的待办 shows too.
 */
export { usePendingTasks as useTodoBadge } from '@/shared/tasks/pending-tasks.ts';
