import type { WorkOrderTaskRow } from '@zj/contract';

export type TaskButton = WorkOrderTaskRow['buttons'][number];

/** The buttons a handler sees: the task's own, hidden ones left out, in their order. */
export const visibleButtons = (buttons: readonly TaskButton[]): TaskButton[] =>
  buttons.filter((button) => !button.isHide).sort((a, b) => a.sort - b.sort);

/** Buttons that send the order back (reject, refuse, return, back) need a reason. */
export const needsReason = (code: string) => /^(reject|refuse|return|back)$/i.test(code);
