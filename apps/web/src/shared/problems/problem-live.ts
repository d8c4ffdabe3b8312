import { PERMS } from '@zj/contract';

/** The project permission that allows quick completion. */
export const QUICK_COMPLETE_PERM = PERMS.business.problem.complete;
