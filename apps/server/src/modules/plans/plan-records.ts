import { type Lang, type MessageKey, msg } from '@zj/contract';
import type { Tx } from '../../core/db/client.ts';
import type { Plan, PlansRepository } from './plans.repository.ts';
import type { PlanChange, SnapshotLink, SnapshotTask } from './plans.tables.ts';

/** A plan's state as a record keeps it: its tasks and links. */
export interface PlanSnapshot {
  tasks: SnapshotTask[];
  links: SnapshotLink[];
  finishDate: string | null;
}

/** Record types: '0' 手动记录, '1' 批准, '2' 变更, '3' 驳回, '4' 导入. */
export const RECORD_TYPE = { manual: '0', approved: '1', changed: '2', rejected: '3', imported: '4' } as const;

/** At most this many change lines are kept per record; the rest is counted. */
const MAX_CHANGES = 200;

export async function snapshotOf(repo: PlansRepository, plan: Plan, tx: Tx): Promise<PlanSnapshot> {
  const [tasks, links] = await Promise.all([repo.tasks(plan.planId, tx), repo.links(plan.planId, tx)]);
  return {
    tasks: tasks.map((t) => ({
      id: t.taskId,
      name: t.taskName,
      level: t.outlineLevel,
      duration: t.duration,
      start: t.start,
      finish: t.finish,
      milestone: t.milestone,
    })),
    links: links.map((l) => ({ from: l.fromTaskId, to: l.toTaskId, type: l.type, lag: l.lag })),
    finishDate: plan.finishDate,
  };
}

/**
 * What changed from `before` to `after`: tasks added, removed, renamed, moved or with another
 * duration, links added or removed, the plan's finish — as catalogue keys with parameters.
 */
export function changesBetween(before: PlanSnapshot, after: PlanSnapshot): PlanChange[] {
  const out: PlanChange[] = [];
  const old = new Map(before.tasks.map((t) => [t.id, t]));
  const now = new Map(after.tasks.map((t) => [t.id, t]));
  for (const t of after.tasks) {
    const was = old.get(t.id);
    if (!was) {
      out.push({ key: 'plan.change.added', params: { task: t.name } });
      continue;
    }
    if (was.name !== t.name) out.push({ key: 'plan.change.renamed', params: { from: was.name, to: t.name } });
    if (was.duration !== t.duration)
      out.push({ key: 'plan.change.duration', params: { task: t.name, from: was.duration, to: t.duration } });
    if (was.start !== t.start || was.finish !== t.finish)
      out.push({
        key: 'plan.change.moved',
        params: { task: t.name, fromStart: was.start, fromFinish: was.finish, toStart: t.start, toFinish: t.finish },
      });
  }
  for (const t of before.tasks) if (!now.has(t.id)) out.push({ key: 'plan.change.removed', params: { task: t.name } });
  const linkKey = (l: SnapshotLink) => `${l.from}>${l.to}>${l.type}>${l.lag}`;
  const nameIn = (tasks: Map<number, SnapshotTask>, id: number) => tasks.get(id)?.name ?? String(id);
  const typeOf = (l: SnapshotLink) => (l.lag === 0 ? l.type : `${l.type}${l.lag > 0 ? '+' : ''}${l.lag}`);
  const oldLinks = new Set(before.links.map(linkKey));
  const newLinks = new Set(after.links.map(linkKey));
  for (const l of after.links)
    if (!oldLinks.has(linkKey(l)))
      out.push({
        key: 'plan.change.linkAdded',
        params: { from: nameIn(now, l.from), to: nameIn(now, l.to), type: typeOf(l) },
      });
  for (const l of before.links)
    if (!newLinks.has(linkKey(l)))
      out.push({
        key: 'plan.change.linkRemoved',
        params: { from: nameIn(old, l.from), to: nameIn(old, l.to), type: typeOf(l) },
      });
  if ((before.finishDate ?? '') !== (after.finishDate ?? ''))
    out.push({ key: 'plan.change.finish', params: { from: before.finishDate ?? '-', to: after.finishDate ?? '-' } });
  if (out.length <= MAX_CHANGES) return out;
  return [...out.slice(0, MAX_CHANGES), { key: 'plan.change.more', params: { count: out.length - MAX_CHANGES } }];
}

/** A change line in the reader's language. */
export const changeText = (change: PlanChange, lang: Lang) => msg(change.key as MessageKey, lang, change.params);

/** Writes a record of the plan's present state (in the caller's transaction). */
export async function writeRecord(
  repo: PlansRepository,
  tx: Tx,
  plan: Plan,
  input: { type: (typeof RECORD_TYPE)[keyof typeof RECORD_TYPE]; reason: string; by: string; changes?: PlanChange[] },
  snapshot?: PlanSnapshot,
): Promise<number> {
  const state = snapshot ?? (await snapshotOf(repo, plan, tx));
  return repo.insertRecord(tx, {
    planId: plan.planId,
    versionNo: plan.versionNo,
    recordType: input.type,
    reason: input.reason,
    changes: input.changes ?? [],
    snapshot: { tasks: state.tasks, links: state.links },
    taskCount: state.tasks.length,
    finishDate: state.finishDate,
    createBy: input.by,
  });
}
