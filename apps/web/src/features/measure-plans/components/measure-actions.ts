import { MEASURE_STATUS, type MeasureRow } from '@zj/contract';

type Row = Pick<MeasureRow, 'status' | 'ownerId'>;

/** A draft or a rejected measure: it may be changed and submitted for approval. */
export const changeable = (row: Row) => row.status === MEASURE_STATUS.draft || row.status === MEASURE_STATUS.rejected;
/** Not in approval: it may be deleted. */
export const removable = (row: Row) => row.status !== MEASURE_STATUS.applying;
/** Approved, and the user is its owner: they may complete it. */
export const completableBy = (row: Row, userId: number | undefined) =>
  row.status === MEASURE_STATUS.approved && row.ownerId === userId;
