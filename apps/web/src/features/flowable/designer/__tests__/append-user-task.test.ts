import { describe, expect, it } from 'vitest';
import { APPEND_TASK_ENTRY, AppendUserTask } from '../modeler/append-user-task.ts';
import { bpmnTranslate } from '../modeler/translate-zh.ts';

/** The provider with recording stand-ins for the diagram-js services it calls. */
function provider({ autoPlace = true } = {}) {
  const calls: Array<{ service: string; type: string; source: unknown }> = [];
  let registered: unknown = null;
  const elementFactory = { createShape: ({ type }: { type: string }) => ({ type }) };
  const create = {
    start: (_event: unknown, shape: { type: string }, { source }: { source: unknown }) =>
      calls.push({ service: 'create', type: shape.type, source }),
  };
  const place = {
    append: (source: unknown, shape: { type: string }) =>
      calls.push({ service: 'autoPlace', type: shape.type, source }),
  };
  const injector = { get: (name: string) => (name === 'autoPlace' && autoPlace ? place : undefined) };
  const instance = new AppendUserTask(
    { registerProvider: (_priority, p) => (registered = p) },
    elementFactory,
    create,
    bpmnTranslate('zh'),
    injector,
  );
  return { instance, calls, registered: () => registered };
}

type Action = (event: unknown, element: unknown) => void;
const action = (entry: { action?: Record<string, unknown> } | undefined, name: string) => {
  const found = entry?.action?.[name];
  if (typeof found !== 'function') throw new Error(`no ${name} action`);
  return found as Action;
};

const ENTRIES = {
  [APPEND_TASK_ENTRY]: { className: 'bpmn-icon-task', title: 'Append task', action: { click: () => {} } },
  'append.gateway': { className: 'bpmn-icon-gateway-none', title: 'Append gateway', action: {} },
};

describe('append task (issue 25: for people new to BPMN)', () => {
  it('appends a user task from the context pad, by click and by drag', () => {
    const { instance, calls, registered } = provider();
    expect(registered()).toBe(instance);
    const source = { id: 'start' };
    const entries = instance.getContextPadEntries(source)(ENTRIES);
    const entry = entries[APPEND_TASK_ENTRY];
    expect(entry?.className).toBe('bpmn-icon-user-task');
    expect(entry?.title).toBe('追加用户任务');
    action(entry, 'click')({}, source);
    action(entry, 'dragstart')({}, source);
    expect(calls).toEqual([
      { service: 'autoPlace', type: 'bpmn:UserTask', source },
      { service: 'create', type: 'bpmn:UserTask', source },
    ]);
    expect(entries['append.gateway']).toBe(ENTRIES['append.gateway']);
  });

  it('without auto placing, a click starts placing the user task by hand; no entry, nothing changed', () => {
    const { instance, calls } = provider({ autoPlace: false });
    const entries = instance.getContextPadEntries({})(ENTRIES);
    action(entries[APPEND_TASK_ENTRY], 'click')({}, 'x');
    expect(calls).toEqual([{ service: 'create', type: 'bpmn:UserTask', source: 'x' }]);
    const none = { 'append.gateway': ENTRIES['append.gateway'] };
    expect(instance.getContextPadEntries({})(none)).toBe(none);
  });
});
