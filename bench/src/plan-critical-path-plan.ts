// The benchmark's plan: 10 000 tasks — 100 zones (level 1) × 9 sections (level 2, one after the
// other, FS) × 10 work items (level 3, a chain of FS links, 1–10 working days, the last a
// milestone) — and 15 000 links: those 8 100 + 800 chain links plus 6 100 more of every type
// (see `types`) with lags from −2 to +5 days between items of the same
// zone, always from an earlier item to a later one (so no cycle). Zones run side by side, so the
// plan lasts about two years, as a large building programme would. Seeded: the same plan every run.
import type {
  LinkType,
  Schedule,
  ScheduleLink,
  ScheduleTask,
} from '../../apps/server/src/modules/plans/schedule/index.ts';
import { chinaCalendar } from '../../apps/server/src/modules/plans/schedule/index.ts';

/** mulberry32: the same plan on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generatePlan(): Schedule {
  const rnd = random(20261129);
  const tasks: ScheduleTask[] = [];
  const links: ScheduleLink[] = [];
  const leaves: number[] = []; // positions in `tasks`
  const add = (name: string, outlineLevel: number, duration: number) => {
    const id = String(tasks.length + 1);
    tasks.push({
      id,
      name,
      outlineLevel,
      wbs: '',
      duration,
      milestone: duration === 0,
      percentComplete: 0,
      startNoEarlierThan: null,
      actualStart: null,
      actualFinish: null,
    });
    return id;
  };
  for (let p = 1; p <= 100; p++) {
    add(`阶段 ${p}`, 1, 0);
    let previousSection: string | null = null;
    for (let s = 1; s <= 9; s++) {
      const section = add(`阶段 ${p} 分部 ${s}`, 2, 0);
      if (previousSection) links.push({ from: previousSection, to: section, type: 'FS', lag: 0 });
      previousSection = section;
      let previous: string | null = null;
      for (let t = 1; t <= 10; t++) {
        const id = add(`阶段 ${p} 分部 ${s} 工序 ${t}`, 3, t === 10 ? 0 : 1 + Math.floor(rnd() * 10));
        leaves.push(tasks.length - 1);
        if (previous) links.push({ from: previous, to: id, type: 'FS', lag: 0 });
        previous = id;
      }
    }
  }
  // FS half the time, SS, FF a sixth each, SF a twelfth.
  const types: LinkType[] = ['FS', 'FS', 'FS', 'FS', 'FS', 'FS', 'SS', 'SS', 'FF', 'FF', 'SF', 'SS'];
  const perZone = 90;
  while (links.length < 15_000) {
    const zone = Math.floor(rnd() * 100);
    const a = Math.floor(rnd() * (perZone - 1));
    const b = a + 1 + Math.floor(rnd() * Math.min(20, perZone - 1 - a));
    links.push({
      from: (tasks[leaves[zone * perZone + a] as number] as ScheduleTask).id,
      to: (tasks[leaves[zone * perZone + b] as number] as ScheduleTask).id,
      type: types[Math.floor(rnd() * types.length)] as LinkType,
      lag: Math.floor(rnd() * 8) - 2,
    });
  }
  return {
    name: '万级任务计划',
    start: '2026-03-02',
    calendar: chinaCalendar(),
    tasks,
    links,
    resources: [],
    assignments: [],
  };
}

/**
 * The plan as POST /business/plan takes it, in `projectId`: one link per pair of tasks (as MS
 * Project keeps them; the generator's few second links between a pair are left out).
 */
export function planApiBody(plan: ReturnType<typeof generatePlan>, projectId: number, planName: string) {
  const pairs = new Set<string>();
  const links = plan.links
    .filter((l) => !pairs.has(`${l.from}>${l.to}`) && pairs.add(`${l.from}>${l.to}`))
    .map((l) => ({ from: l.from, to: l.to, type: l.type, lag: l.lag }));
  const tasks = plan.tasks.map((t) => ({
    id: t.id,
    taskName: t.name,
    outlineLevel: t.outlineLevel,
    duration: t.duration,
    milestone: t.milestone,
  }));
  return { projectId, planName, planGroup: '0', startDate: plan.start, tasks, links };
}
