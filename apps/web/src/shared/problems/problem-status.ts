import { PROBLEM_STATUS } from '@zj/contract';

export { PROBLEM_STATUS };

/** The step indicator's current index (0–2) for a status. */
export const stepOfStatus = (status: number | null | undefined) => Math.min(Math.max((status ?? 1) - 1, 0), 2);

/** Apply and quick-complete are disabled once the status is above 1. */
export const canMove = (status: number | null | undefined) => (status ?? 1) <= PROBLEM_STATUS.confirmed;

/** '2' is safety, anything else quality (spec 02 §2). */
export const isSafety = (type: string | null | undefined) => type === '2';
