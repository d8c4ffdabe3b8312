import svarCss from '@svar-ui/react-gantt/all.css?inline';
import './svar-gantt.css';
import { Gantt, type IApi, type IColumnConfig, type IScaleConfig, Willow } from '@svar-ui/react-gantt';
import type { PlanCalendar } from '@zj/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/shared/i18n/index.ts';
import { type Draft, draftFromGantt, ganttLinksOf, ganttTasksOf } from '../model/gantt-data.ts';
import { addDays, dateOf, isWorkday, workdaysBetween } from '../model/work-days.ts';
import { GanttOverlay } from './gantt-overlay.tsx';
import '../plans-texts.ts';

export type GanttZoom = 'day' | 'week' | 'month' | 'quarter';

export interface SvarGanttProps {
  draft: Draft;
  calendar: PlanCalendar;
  readonly: boolean;
  zoom: GanttZoom;
  /** The task table beside the bars (collapsed on a phone). */
  showGrid: boolean;
  /** The draft after a drag, a drawn or deleted link, an inline edit in the table. */
  onChange?: (draft: Draft) => void;
  onSelect?: (id: string | null) => void;
  /** A task double-clicked: its dialog. */
  onOpenTask?: (id: string) => void;
}

/**
 * The gantt's styles without their @font-face rules: those point at svar's CDN (refused by the
 * CSP), and one of them names Roboto, which the app's own font stack lists — every page would
 * then ask the CDN for it. Put in the page once, when the gantt's code is first loaded.
 */
const GANTT_CSS = svarCss.replace(/@font-face\s*\{[^}]*\}/g, '');
/**
 * In the page before the gantt's first layout: the gantt measures its chart with a ResizeObserver
 * at once, and unstyled its chart is as tall as all its rows, so it would draw every bar of a large
 * plan (10 000 of them, seconds of layout) before it shrinks to the rows shown.
 */
function addGanttStyles() {
  if (typeof document === 'undefined' || document.getElementById('plan-gantt-styles')) return;
  const style = document.createElement('style');
  style.id = 'plan-gantt-styles';
  style.textContent = GANTT_CSS;
  document.head.append(style);
}
addGanttStyles();

const zh = () => currentLang() === 'zh';
const month = (date: Date) =>
  zh()
    ? `${date.getFullYear()}年${date.getMonth() + 1}月`
    : date.toLocaleDateString('en', { month: 'short', year: 'numeric' });
const quarter = (date: Date) =>
  `${zh() ? `${date.getFullYear()}年` : `${date.getFullYear()} `}Q${Math.floor(date.getMonth() / 3) + 1}`;
const weekOf = (date: Date) => `${date.getMonth() + 1}/${date.getDate()}`;

/** The scales and the width of a cell of each zoom (日/周/月/季). */
const ZOOMS: Record<GanttZoom, { scales: IScaleConfig[]; cellWidth: number }> = {
  day: {
    cellWidth: 32,
    scales: [
      { unit: 'month', step: 1, format: month },
      { unit: 'day', step: 1, format: (date: Date) => String(date.getDate()) },
    ],
  },
  week: {
    cellWidth: 64,
    scales: [
      { unit: 'month', step: 1, format: month },
      { unit: 'week', step: 1, format: weekOf },
    ],
  },
  month: {
    cellWidth: 90,
    scales: [
      { unit: 'year', step: 1, format: (date: Date) => String(date.getFullYear()) },
      { unit: 'month', step: 1, format: (date: Date) => (zh() ? `${date.getMonth() + 1}月` : month(date)) },
    ],
  },
  quarter: {
    cellWidth: 110,
    scales: [
      { unit: 'year', step: 1, format: (date: Date) => String(date.getFullYear()) },
      { unit: 'quarter', step: 1, format: quarter },
    ],
  },
};

/** Actions of the gantt after which its tasks and links are read back into the draft. */
const EDITS = ['update-task', 'move-task', 'delete-task', 'add-link', 'update-link', 'delete-link'] as const;

/**
 * The gantt of @svar-ui/react-gantt (MIT) over a draft: bars with their baseline below, progress,
 * critical tasks (the server's `critical`), the four link types, today's line, non-working days
 * shaded; drag to move or resize and draw links unless read-only. Its own chunk: the page loads it.
 */
export default function SvarGantt({
  draft,
  calendar,
  readonly,
  zoom,
  showGrid,
  onChange,
  onSelect,
  onOpenTask,
}: SvarGanttProps) {
  const { t } = useTranslation();
  const tasks = useMemo(() => ganttTasksOf(draft), [draft]);
  const links = useMemo(() => ganttLinksOf(draft), [draft]);
  // The table's duration cell looks its task up once a row drawn: by id, not through the list.
  const byId = useMemo(() => new Map(draft.tasks.map((task) => [task.id, task])), [draft]);
  const latest = useRef({ draft, byId, calendar, onChange, onSelect, onOpenTask, newName: t('gantt.newTask') });
  latest.current = { draft, byId, calendar, onChange, onSelect, onOpenTask, newName: t('gantt.newTask') };
  const [api, setApi] = useState<IApi | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // The chart's scrolling area, where the overlay draws (baselines, today's line).
  useEffect(() => {
    if (api) setHost(box.current?.querySelector<HTMLElement>('.wx-area') ?? null);
  });
  const baselines = draft.tasks.some((task) => task.baselineStart !== null);
  const columns = useMemo<IColumnConfig[]>(
    () => [
      { id: 'text', header: t('gantt.col.name'), flexgrow: 1, ...(readonly ? {} : { editor: 'text' }) },
      {
        id: 'start',
        header: t('gantt.col.start'),
        width: 96,
        align: 'center',
        template: (value: Date) => (value ? value.toLocaleDateString('sv') : ''),
      },
      {
        id: 'duration',
        header: t('gantt.col.duration'),
        width: 64,
        align: 'center',
        getter: (task: { [key: string]: unknown }) => {
          const each = latest.current.byId.get(String(task.id));
          // A summary spans its subtasks: its working days from its start to its finish.
          return each?.summary
            ? workdaysBetween(latest.current.calendar, dateOf(each.start), addDays(dateOf(each.finish), 1))
            : each?.duration;
        },
      },
      {
        id: 'progress',
        header: t('gantt.col.percent'),
        width: 60,
        align: 'center',
        template: (value: number) => `${Math.round(value ?? 0)}%`,
      },
    ],
    [t, readonly],
  );

  const init = (api: IApi) => {
    setApi(api);
    const sync = () =>
      setTimeout(() => {
        const { draft: before, calendar: days, onChange: changed, newName } = latest.current;
        const ganttTasks = (api.serialize({ data: 'tasks' }) ?? []) as Parameters<typeof draftFromGantt>[0];
        const ganttLinks = (api.serialize({ data: 'links' }) ?? []) as Parameters<typeof draftFromGantt>[1];
        changed?.(draftFromGantt(ganttTasks, ganttLinks, before, days, newName));
      }, 0);
    for (const action of EDITS) {
      api.on(action as string, (event: { inProgress?: boolean }) => {
        if (!event?.inProgress) sync();
      });
    }
    api.on('select-task', (event: { id: string | number }) =>
      latest.current.onSelect?.(event.id ? String(event.id) : null),
    );
    api.intercept('show-editor', (event: { id: string | number }) => {
      if (event.id) latest.current.onOpenTask?.(String(event.id));
      return false;
    });
  };

  return (
    <div ref={box} className={`plan-gantt${baselines ? ' plan-gantt-baselines' : ''}`} data-testid="plan-gantt">
      <Willow fonts={false}>
        <Gantt
          init={init}
          tasks={tasks}
          links={links}
          scales={ZOOMS[zoom].scales}
          cellWidth={ZOOMS[zoom].cellWidth}
          cellHeight={38}
          scaleHeight={30}
          columns={(showGrid ? columns : false) as IColumnConfig[]}
          readonly={readonly}
          highlightTime={(date: Date, unit: string) =>
            unit === 'day' && !isWorkday(calendar, date) ? 'plan-gantt-off' : ''
          }
        />
      </Willow>
      {api && <GanttOverlay api={api} host={host} draft={draft} todayText={t('gantt.today')} />}
    </div>
  );
}
