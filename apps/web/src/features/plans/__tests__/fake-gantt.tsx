import type { SvarGanttProps } from '../gantt/svar-gantt.tsx';
import { addDays, dateOf, dayOf } from '../model/work-days.ts';

/**
 * The gantt as the editor's tests see it (the @svar-ui component draws on a canvas-sized layout
 * jsdom has not): each task a row — name, dates, critical — clicked to select, double-clicked to
 * open; a button moves the chosen bar one day later, as a drag would.
 */
export default function FakeGantt({ draft, readonly, onSelect, onOpenTask, onChange }: SvarGanttProps) {
  return (
    <div data-testid="plan-gantt" data-readonly={readonly}>
      {draft.tasks.map((task) => (
        <button
          type="button"
          key={task.id}
          data-testid={`gantt-task-${task.id}`}
          data-critical={task.critical}
          onClick={() => onSelect?.(task.id)}
          onDoubleClick={() => onOpenTask?.(task.id)}
        >
          {`${task.taskName} ${task.start}~${task.finish}${task.critical ? ' 关键' : ''}`}
        </button>
      ))}
      {draft.links.map((link) => (
        <span key={`${link.from}>${link.to}`} data-testid={`gantt-link-${link.from}-${link.to}`}>
          {`${link.type}${link.lag}`}
        </span>
      ))}
      <button
        type="button"
        data-testid="gantt-drag-first"
        onClick={() => {
          const [first, ...rest] = draft.tasks;
          if (!first) return;
          const start = dayOf(addDays(dateOf(first.start), 1));
          onChange?.({ ...draft, tasks: [{ ...first, start, startNoEarlierThan: start }, ...rest] });
        }}
      >
        drag
      </button>
    </div>
  );
}
