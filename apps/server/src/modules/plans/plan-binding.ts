import { PLAN_PERMS as P, type planBandListQuery, type planBindBody, type TaskState } from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { CurrentElement } from '../models/index.ts';
import type { ProjectBands } from '../projects/index.ts';
import type { PlansService } from './plans.service.ts';

/** The components of a band's current version among some GlobalIds (the models module's lookup). */
export type ElementLookup = (
  db: Db,
  bandId: number,
  globalIds: readonly string[],
) => Promise<{ versionId: number | null; elements: Map<string, CurrentElement> }>;

/** How many GlobalIds an unknown-component refusal names. */
const NAMED = 10;

/**
 * A component's 4D state on `date` from its task: done when finished by then (actual finish on or
 * before the day, or 100 %); in progress when started (actual start on or before the day, or some
 * progress with the planned start on or before it); late when the planned finish has passed; else
 * not started.
 */
export function stateOn(
  date: string,
  t: {
    start: string;
    finish: string;
    actualStart: string | null;
    actualFinish: string | null;
    percentComplete: number;
  },
): TaskState {
  if ((t.actualFinish !== null && t.actualFinish <= date) || t.percentComplete >= 100) return 'done';
  if ((t.actualStart !== null && t.actualStart <= date) || (t.percentComplete > 0 && t.start <= date)) {
    return t.finish < date ? 'late' : 'inProgress';
  }
  if (t.finish < date) return 'late';
  return 'notStarted';
}

/** 4D: tasks bound to model components of the project's bands by GlobalId, and their states on a day. */
export class PlanBinding {
  constructor(
    private readonly plans: PlansService,
    private readonly bands: ProjectBands,
    private readonly elements: ElementLookup,
  ) {}

  async bind(p: Principal, body: z.output<typeof planBindBody>): Promise<void> {
    const plan = await this.plans.require(p, body.planId, P.bind);
    const task = await this.plans.repo.task(body.taskId);
    if (!task || task.planId !== plan.planId) throw badRequest('plan.bind.task');
    const band = await this.bands.get(body.bandId);
    if (!band || band.projectId !== plan.projectId) throw badRequest('plan.bind.band');
    const ids = [...new Set(body.globalIds)];
    const found = await this.elements(this.plans.repo.db, band.bandId, ids);
    if (found.versionId === null) throw badRequest('plan.bind.noVersion');
    const unknown = ids.filter((id) => !found.elements.has(id));
    if (unknown.length > 0)
      throw badRequest('plan.bind.unknown', {
        ids: unknown.slice(0, NAMED).join(', ') + (unknown.length > NAMED ? ` … (${unknown.length})` : ''),
      });
    await this.plans.repo.db.transaction((tx) =>
      this.plans.repo.bind(
        tx,
        ids.map((globalId) => ({
          planId: plan.planId,
          taskId: task.taskId,
          projectId: plan.projectId,
          bandId: band.bandId,
          globalId,
          createBy: p.userName,
        })),
      ),
    );
  }

  async unbind(p: Principal, bindId: number): Promise<void> {
    const binding = await this.plans.repo.binding(bindId);
    if (!binding) throw new AppError(404, 'plan.binding.notFound');
    await this.plans.require(p, binding.planId, P.bind);
    await this.plans.repo.unbind(bindId);
  }

  async list(p: Principal, query: z.output<typeof planBandListQuery>) {
    const plan = await this.plans.require(p, query.planId, P.query);
    const page = await this.plans.repo.bindingPage(query, query);
    const bandNames = new Map((await this.bands.list(plan.projectId)).map((b) => [b.bandId, b.bandName]));
    const byBand = new Map<number, string[]>();
    for (const row of page.rows) byBand.set(row.bandId, [...(byBand.get(row.bandId) ?? []), row.globalId]);
    const elements = new Map<string, CurrentElement>();
    for (const [bandId, ids] of byBand) {
      const found = await this.elements(this.plans.repo.db, bandId, ids);
      for (const [gid, e] of found.elements) elements.set(`${bandId}:${gid}`, e);
    }
    return {
      rows: page.rows.map((row) => {
        const element = elements.get(`${row.bandId}:${row.globalId}`);
        return {
          ...row,
          bandName: bandNames.get(row.bandId) ?? '',
          elementName: element?.name ?? null,
          ifcClass: element?.ifcClass ?? null,
        };
      }),
      total: page.total,
    };
  }

  async fourD(p: Principal, planId: number, date: string) {
    const plan = await this.plans.require(p, planId, P.query);
    const rows = await this.plans.repo.bindingStates(plan.planId);
    return rows.map((r) => ({ globalId: r.globalId, bandId: r.bandId, taskId: r.taskId, state: stateOn(date, r) }));
  }
}
