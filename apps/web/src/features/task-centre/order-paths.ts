/** The task centre's routes (任务 → 工单, menu paths order/order/…). */
export const ORDER_PATHS = {
  mine: '/order/order/my-order',
  todo: '/order/order/my-todo',
  done: '/order/order/my-done',
  apply: '/order/order/apply-form',
} as const;
