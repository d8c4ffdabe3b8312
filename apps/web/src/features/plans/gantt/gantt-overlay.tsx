import type { IApi } from '@svar-ui/react-gantt';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Draft, DraftTask } from '../model/gantt-data.ts';
import { addDays, dateOf } from '../model/work-days.ts';

/** Where a baseline sits in its row: under the bar, which svar-gantt.css shortens to 22 px. */
const BASELINE_TOP = 24;

/** The states of the gantt the overlay follows (its scale, the tasks' places, the rows and links shown). */
const FOLLOWED = ['_scales', '_tasks', 'area', '_visibleLinks'] as const;
/** Ids the selectors may name (task ids, and link ids `<from>><to>`): nothing to escape. */
const PLAIN_ID = /^[\w-]+(>[\w-]+)?$/;

/**
 * What the gantt's MIT edition leaves to its user (its store turns baselines, markers and the
 * critical path off): the baseline under each bar of an approved plan, today's line, the critical
 * tasks coloured and the links between two critical tasks too (as MS Project draws them) — drawn
 * in the chart's scrolling area from the gantt's own scale.
 */
export function GanttOverlay({
  api,
  host,
  draft,
  todayText,
}: {
  api: IApi;
  host: HTMLElement | null;
  draft: Draft;
  todayText: string;
}) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [live, setLive] = useState(true);
  useEffect(() => {
    const state = api.getReactiveState();
    for (const key of FOLLOWED) state[key]?.subscribe(() => live && redraw());
    return () => setLive(false);
    // The gantt keeps its subscriptions for its own life (its api is made once per mount).
  }, [api, live]);
  const byId = useMemo(() => new Map(draft.tasks.map((task) => [task.id, task])), [draft]);
  const shown = shownRows(api);
  // The gantt marks a bar with its task's id, a text id written ":<id>". Only the rows drawn get a
  // selector: a rule naming every critical task of a large plan makes each style pass slow.
  const critical = shown.flatMap((row) => {
    const id = String(row.id);
    return byId.get(id)?.critical && PLAIN_ID.test(id) ? [`.plan-gantt .wx-bar[data-id=":${id}"]`] : [];
  });
  const links = criticalLinks(api, byId).map((id) => `.plan-gantt .wx-line[data-link-id=":${id}"]`);
  const style = `${
    links.length
      ? `${links.join(',')}{--wx-gantt-link-color:var(--plan-critical);--wx-gantt-link-color-hovered:var(--plan-critical-fill)}`
      : ''
  }${
    critical.length
      ? `${critical.join(',')}{--wx-gantt-task-color:var(--plan-critical);--wx-gantt-task-fill-color:var(--plan-critical-fill);--wx-gantt-summary-color:var(--plan-critical-summary);--wx-gantt-summary-fill-color:var(--plan-critical-fill);--wx-gantt-milestone-color:var(--plan-critical);--wx-gantt-task-border-color:var(--plan-critical-fill);--wx-gantt-summary-border-color:var(--plan-critical-fill)}`
      : ''
  }`;
  const layer = host ? createPortal(<Layer api={api} byId={byId} todayText={todayText} />, host) : null;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: selectors of plain ids of the critical tasks and links */}
      <style dangerouslySetInnerHTML={{ __html: style }} />
      {layer}
    </>
  );
}

/** The links drawn whose two tasks are both critical. */
function criticalLinks(api: IApi, byId: ReadonlyMap<string, DraftTask>): string[] {
  const drawn = (api.getState()._visibleLinks ?? []) as Array<{
    id: string | number;
    source: unknown;
    target: unknown;
  }>;
  return drawn.flatMap((link) => {
    const id = String(link.id);
    const both = byId.get(String(link.source))?.critical && byId.get(String(link.target))?.critical;
    return both && PLAIN_ID.test(id) ? [id] : [];
  });
}

/** The rows the gantt draws (its visible area). */
function shownRows(api: IApi) {
  const state = api.getState();
  const from = state.area?.start ?? 0;
  const to = state.area?.end ?? state._tasks?.length ?? 0;
  return (state._tasks ?? []).slice(from, to);
}

function Layer({ api, byId, todayText }: { api: IApi; byId: ReadonlyMap<string, DraftTask>; todayText: string }) {
  const state = api.getState();
  const scales = state._scales;
  if (!scales) return null;
  // As the gantt places a bar: whole scale units from the scale's start, times a cell's width.
  const cellWidth = state.cellWidth ?? scales.lengthUnitWidth;
  const x = (date: Date) => Math.round(scales.diff(date, scales.start, scales.lengthUnit) * cellWidth);
  const span = (from: Date, to: Date) => Math.round(scales.diff(to, from, scales.lengthUnit, true) * cellWidth);
  const today = new Date(new Date().setHours(0, 0, 0, 0));
  const shown = shownRows(api);
  return (
    <div className="plan-gantt-layer" data-testid="plan-gantt-layer">
      {shown.map((row) => {
        const task = byId.get(String(row.id));
        if (!task?.baselineStart || !task.baselineFinish) return null;
        const start = dateOf(task.baselineStart);
        const end = task.milestone ? start : addDays(dateOf(task.baselineFinish), 1);
        const left = x(start);
        return (
          <div
            key={row.id}
            className={`plan-gantt-baseline${task.milestone ? ' plan-gantt-baseline-point' : ''}`}
            data-testid={`plan-baseline-${row.id}`}
            style={{ left, width: Math.max(task.milestone ? 6 : 2, span(start, end)), top: row.$y + BASELINE_TOP }}
          />
        );
      })}
      {today >= scales.start && today <= scales.end && (
        <div className="plan-gantt-today" style={{ left: x(today) }} data-testid="plan-gantt-today">
          <span>{todayText}</span>
        </div>
      )}
    </div>
  );
}
