import { createEmitter } from '@/shared/realtime/app-events.ts';

/** What the problem dialog tells the page around it (spec 02 §2, §4). */
export interface ProblemEventMap {
  /** After a status change: lists showing problems reload. */
  refresh: { problemId: number; status: number };
  /** The linked component was clicked: the model viewer jumps to it. */
  jumpToComponent: { problemId: number; component: string };
  [type: string]: unknown;
}

export const problemEvents = createEmitter<ProblemEventMap>();
