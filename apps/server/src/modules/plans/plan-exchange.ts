import {
  type Lang,
  type MessageKey,
  msg,
  PLAN_PERMS as P,
  PLAN_MAX_TASKS,
  type planImportBody,
  UPLOAD_KINDS,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import type { FileStorage } from '../../core/files/storage.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { RECORD_TYPE, writeRecord } from './plan-records.ts';
import { type LinkBody, type StoredCalendar, schedule, scheduleRefusal, type TaskBody } from './plan-schedule.ts';
import type { PlansService } from './plans.service.ts';
import { type MspdiImport, readMspdi, type Schedule, writeMspdi } from './schedule/index.ts';

/** How many task names a left-out line names at most. */
const NAMED = 5;

/**
 * MS Project XML (MSPDI): an uploaded file (kind mspdi) read into a new plan with the scheduling
 * core's reader — what it read and what it left out told in the caller's language — and a plan
 * written back as MSPDI. UIDs are kept both ways, so export → import gives the same plan.
 */
export class PlanExchange {
  constructor(
    private readonly plans: PlansService,
    private readonly uploads: Uploads,
    private readonly storage: FileStorage,
  ) {}

  private async uploaded(url: string): Promise<Uint8Array> {
    const kind = UPLOAD_KINDS.mspdi;
    const [ref] = await this.uploads.checkRefs([url], {
      max: 1,
      extensions: kind.extensions,
      maxMb: kind.maxMb,
      image: false,
    });
    const file = ref ? await this.storage.get(ref.key) : undefined;
    if (!file) throw badRequest('plan.import.notFile');
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  }

  async import(p: Principal, body: z.output<typeof planImportBody>, lang: Lang) {
    await this.plans.projects.requireProjectAccess(p, body.projectId, P.import);
    const bytes = await this.uploaded(body.url);
    let read: MspdiImport;
    try {
      read = readMspdi(bytes);
    } catch (error) {
      throw scheduleRefusal(error);
    }
    const { schedule: file } = read;
    if (file.tasks.length > PLAN_MAX_TASKS)
      throw badRequest('plan.import.tooManyTasks', { count: file.tasks.length, max: PLAN_MAX_TASKS });
    const { weekendDays, holidays, workdays, minutesPerDay } = file.calendar;
    const calendar: StoredCalendar = { weekendDays, holidays, workdays, minutesPerDay };
    const tasks: TaskBody[] = file.tasks.map((t) => ({
      id: t.id,
      taskName: t.name.trim().slice(0, 200) || '-',
      outlineLevel: t.outlineLevel,
      wbs: (t.wbs ?? '').slice(0, 50),
      duration: t.duration,
      milestone: t.milestone,
      startNoEarlierThan: t.startNoEarlierThan ?? null,
      percentComplete: t.percentComplete,
      actualStart: t.actualStart ?? null,
      actualFinish: t.actualFinish ?? null,
      remark: '',
    }));
    const links: LinkBody[] = file.links.map((l) => ({ from: l.from, to: l.to, type: l.type, lag: l.lag }));
    const uids = new Map(
      file.tasks.flatMap((t) => (/^[1-9]\d{0,8}$/.test(t.id) ? [[t.id, Number(t.id)] as const] : [])),
    );
    const result = schedule(file.start, calendar, tasks, links);
    const planName = (body.planName ?? file.name.trim().slice(0, 100)) || 'MS Project';
    const planId = await this.plans.repo.db.transaction(async (tx) => {
      const plan = await this.plans.insertPlan(
        tx,
        p,
        {
          projectId: body.projectId,
          parentId: body.parentId ?? null,
          planName,
          planGroup: body.planGroup,
          startDate: file.start,
        },
        calendar,
      );
      await this.plans.writeSchedule(tx, plan, { startDate: file.start, calendar, tasks, links, result, uids });
      await writeRecord(this.plans.repo, tx, plan, { type: RECORD_TYPE.imported, reason: planName, by: p.userName });
      return plan.planId;
    });
    const leftOut = read.leftOut.map((l) =>
      msg(l.key as MessageKey, lang, {
        count: l.count,
        tasks: l.tasks.slice(0, NAMED).join('、') + (l.tasks.length > NAMED ? ' …' : ''),
      }),
    );
    if (read.read.resources > 0)
      leftOut.push(msg('plan.import.resourcesNotKept', lang, { count: read.read.resources }));
    return { planId, read: read.read, leftOut };
  }

  /** The plan as MSPDI text and the file name to download it as. */
  async export(p: Principal, planId: number): Promise<{ xml: string; fileName: string }> {
    const plan = await this.plans.require(p, planId, P.export);
    const [tasks, links] = await Promise.all([this.plans.repo.tasks(plan.planId), this.plans.repo.links(plan.planId)]);
    const uidOf = new Map(tasks.map((t) => [t.taskId, String(t.uid)]));
    const { weekendDays, holidays, workdays, minutesPerDay } = plan.calendar;
    const file: Schedule = {
      name: plan.planName,
      start: plan.startDate,
      calendar: { name: plan.planName, weekendDays, holidays, workdays, minutesPerDay: minutesPerDay ?? 480 },
      tasks: tasks.map((t) => ({
        id: String(t.uid),
        name: t.taskName,
        outlineLevel: t.outlineLevel,
        wbs: t.wbs,
        duration: t.duration,
        milestone: t.milestone,
        startNoEarlierThan: t.startNoEarlierThan,
        percentComplete: t.percentComplete,
        actualStart: t.actualStart,
        actualFinish: t.actualFinish,
        start: t.start,
        finish: t.finish,
      })),
      links: links.map((l) => ({
        from: uidOf.get(l.fromTaskId) ?? '',
        to: uidOf.get(l.toTaskId) ?? '',
        type: l.type,
        lag: l.lag,
      })),
      resources: [],
      assignments: [],
    };
    let xml: string;
    try {
      xml = writeMspdi(file);
    } catch (error) {
      throw scheduleRefusal(error);
    }
    return { xml, fileName: `${plan.planName}.xml` };
  }
}
