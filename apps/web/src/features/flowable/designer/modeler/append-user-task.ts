/**
 * For people who have never seen BPMN: the context pad's "append task" appends a user task (a
 * step someone does), not bpmn-js's plain task, which the engine would pass straight through.
 * A provider after bpmn-js's own that swaps that one entry's action; the rest stays as it is.
 */
interface Shape {
  type: string;
}
interface ElementFactory {
  createShape(attrs: { type: string }): Shape;
}
interface AutoPlace {
  append(source: unknown, shape: Shape): void;
}
interface Create {
  start(event: unknown, shape: Shape, context: { source: unknown }): void;
}
interface ContextPad {
  registerProvider(priority: number, provider: AppendUserTask): void;
}
type Entries = Record<string, { className?: string; title?: string; action?: Record<string, unknown> } | undefined>;

export const APPEND_TASK_ENTRY = 'append.append-task';
export const APPENDED_TASK_TYPE = 'bpmn:UserTask';

export class AppendUserTask {
  static $inject = ['contextPad', 'elementFactory', 'create', 'translate', 'injector'];
  private readonly autoPlace: AutoPlace | null;

  constructor(
    contextPad: ContextPad,
    private readonly elementFactory: ElementFactory,
    private readonly create: Create,
    private readonly translate: (text: string) => string,
    injector: { get(name: string, strict: false): unknown },
  ) {
    this.autoPlace = (injector.get('autoPlace', false) as AutoPlace | undefined) ?? null;
    contextPad.registerProvider(500, this); // bpmn-js's own provider registers at 1000
  }

  getContextPadEntries(_element: unknown) {
    return (entries: Entries): Entries => {
      const entry = entries[APPEND_TASK_ENTRY];
      if (!entry) return entries;
      const shape = () => this.elementFactory.createShape({ type: APPENDED_TASK_TYPE });
      const start = (event: unknown, source: unknown) => this.create.start(event, shape(), { source });
      const click = (event: unknown, source: unknown) =>
        this.autoPlace ? this.autoPlace.append(source, shape()) : start(event, source);
      return {
        ...entries,
        [APPEND_TASK_ENTRY]: {
          ...entry,
          className: 'bpmn-icon-user-task',
          title: this.translate('Append user task'),
          action: { click, dragstart: start },
        },
      };
    };
  }
}

/** The didi module to add to the Modeler. */
export const appendUserTaskModule = {
  __init__: ['appendUserTask'],
  appendUserTask: ['type', AppendUserTask],
};
