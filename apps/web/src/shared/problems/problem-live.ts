/** The socket frame announcing a new comment on a problem (its data is the comment row). */
export const COMMENT_ACT = 'problemComment';
/** The project permission that allows quick completion. */
export const QUICK_COMPLETE_PERM = 'business:quality:quickComplete';
