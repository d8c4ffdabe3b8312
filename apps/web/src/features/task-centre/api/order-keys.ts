/** Query keys of the task centre: one root, so a handled task refreshes every list and the badge. */
export const orderKeys = {
  all: ['task-centre'] as const,
  mine: (query: object) => ['task-centre', 'mine', query] as const,
  todo: (query: object) => ['task-centre', 'todo', query] as const,
  done: (query: object) => ['task-centre', 'done', query] as const,
  todoCount: ['task-centre', 'todo-count'] as const,
  forms: ['task-centre', 'forms'] as const,
  form: (formId: number) => ['task-centre', 'form', formId] as const,
  order: (orderId: number) => ['task-centre', 'order', orderId] as const,
  taskForm: (taskId: number) => ['task-centre', 'task-form', taskId] as const,
  status: (instanceId: number) => ['task-centre', 'status', instanceId] as const,
  comments: (bizId: string, bizTable: string) => ['task-centre', 'comments', bizTable, bizId] as const,
};
