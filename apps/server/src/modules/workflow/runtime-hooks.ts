import type { Tx } from '../../core/db/client.ts';
import type { NewMessage } from '../messages/index.ts';
import type { Assignment } from './assignment.ts';
import type { Instance } from './runtime.repository.ts';
import type { OfferHook, StatusHook } from './runtime-types.ts';

/** The outcomes of an instance its starter is told about. */
export type Outcome = 'rejected' | 'completed';

/** Messages about an instance open its business record when the drawer knows the table. */
function defaultRelate(instance: Instance): NewMessage['relateTable'] {
  const table = instance.bizTable;
  return table === 'quality_problem_rectification' || table === 'sys_work_order' ? table : 'workflow_instance';
}

/**
 * What the businesses registered for their instances, by business table: the status hook their
 * records follow, more candidates for group tasks, what outcome messages open, and whether the
 * business tells its starters of outcomes itself.
 */
export class BusinessHooks {
  readonly #statusHooks = new Map<string, StatusHook>();
  readonly #relates = new Map<string, Partial<Record<Outcome, NewMessage['relateTable']>>>();
  /** Business tables whose starters hear of outcomes from the business (tellsOutcomes). */
  readonly #selfTold = new Set<string>();
  readonly #offers = new Map<string, OfferHook>();

  onStatusChange(bizTable: string, hook: StatusHook): void {
    this.#statusHooks.set(bizTable, hook);
  }

  offerTo(bizTable: string, hook: OfferHook): void {
    this.#offers.set(bizTable, hook);
  }

  relateOutcomes(bizTable: string, tables: Partial<Record<Outcome, NewMessage['relateTable']>>): void {
    this.#relates.set(bizTable, tables);
  }

  tellsOutcomes(bizTable: string): void {
    this.#selfTold.add(bizTable);
  }

  /** Whether the business of the instance tells its starter of outcomes itself. */
  tellsItself(instance: Pick<Instance, 'bizTable'>): boolean {
    return this.#selfTold.has(instance.bizTable);
  }

  /** What the starter's message about an outcome opens. */
  relateOf(instance: Instance, outcome: Outcome): NewMessage['relateTable'] {
    return this.#relates.get(instance.bizTable)?.[outcome] ?? defaultRelate(instance);
  }

  /** A group task of the instance is offered to the users its business names as well. */
  async offered(instance: Instance, assignment: Assignment, tx: Tx): Promise<Assignment> {
    const hook = this.#offers.get(instance.bizTable);
    if (!hook || 'sole' in assignment || assignment.assigneeId !== null) return assignment;
    if (!assignment.candidates.some((c) => c.kind !== 'u')) return assignment;
    const users = new Set(assignment.candidates.filter((c) => c.kind === 'u').map((c) => c.refId));
    const more = (await hook(instance, tx)).filter((id) => !users.has(id));
    return {
      ...assignment,
      candidates: [...assignment.candidates, ...more.map((refId) => ({ kind: 'u' as const, refId }))],
    };
  }

  /** The status hook of a business table, if any. */
  statusHookOf(bizTable: string): StatusHook | undefined {
    return this.#statusHooks.get(bizTable);
  }
}
