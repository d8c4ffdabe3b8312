/** Problem status (spec 02 §4): 1 information confirmed, 2 completion applied, 3 rectification done. */
export const PROBLEM_STATUS = { confirmed: 1, applied: 2, done: 3 } as const;
export type ProblemStatusValue = (typeof PROBLEM_STATUS)[keyof typeof PROBLEM_STATUS];

/** The step indicator's current index (0–2) for a status. */
export const stepOfStatus = (status: number | null | undefined) => Math.min(Math.max((status ?? 1) - 1, 0), 2);

/** Apply and quick-complete are disabled once the status is above 1. */
export const canMove = (status: number | null | undefined) => (status ?? 1) <= PROBLEM_STATUS.confirmed;

/** '2' is safety, anything else quality (spec 02 §2). */
export const isSafety = (type: string | null | undefined) => type === '2';

/** Problem levels (spec 02 §2). */
export const PROBLEM_LEVELS = ['一般', '重要', '次要'] as const;
