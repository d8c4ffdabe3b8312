import type { Tx } from '../../core/db/client.ts';
import type { Instance, Seeker } from './runtime.repository.ts';

/** A module's record follows its instance: called in the step's transaction after the instance changed. */
export type StatusHook = (instance: Instance, tx: Tx) => Promise<void>;
/** The users a business offers the group tasks of one of its instances to (see offerTo). */
export type OfferHook = (instance: Instance, tx: Tx) => Promise<number[]>;

/** Who acts: the user, their department and roles; admins may act on any task. */
export interface Actor extends Seeker {
  /** The login name (audit columns such as createBy). */
  userName: string;
  /** How people see them (sys_user.nick_name): the starter and the approval records show it. */
  nickName?: string | undefined;
  admin: boolean;
}

/** The name an actor is shown by: their nickname, else their login name. */
export const shownName = (actor: Actor) => (actor.nickName || actor.userName).slice(0, 64);

/** Who acts when a timer fires. */
export const SYSTEM: Actor = { userId: 0, userName: 'system', deptId: null, roleIds: [], admin: true };

export interface StartInput {
  definitionKey: string;
  /** What the instance belongs to (the work order, the quality rectification, the plan …). */
  bizTable: string;
  bizId: string | number;
  businessKey?: string;
  /** What task lists show for it (the order's title, the problem's name); at most 100 characters are kept. */
  title?: string;
  variables?: Record<string, unknown>;
  /** Set when a call activity starts the process: the calling instance and the call's execution. */
  parent?: { instanceId: number; executionId: string };
  /**
   * The start is the starter's submission (an application, a rectification handed in): the first
   * task assigned to the starter alone is completed at once (action `submit`), and they are not
   * sent a message for it. With a form key, only when that task's form is the application's
   * form (`flowable:formKey`): a first task with another form, or none, waits for the starter.
   */
  submit?: boolean | { formKey: string };
}

export interface CompleteInput {
  comment?: string;
  /** Process variables to set before the step (form values, `approve`). */
  variables?: Record<string, unknown>;
  /** The action written into history ('approve' unless told). */
  action?: string;
}

/** Where a rejection sends the process: the previous user task, the starter, or an element id. */
export type ReturnTarget = 'previous' | 'starter' | (string & {});
