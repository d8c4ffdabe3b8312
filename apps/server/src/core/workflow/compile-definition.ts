/// <reference path="./bpmn-moddle.d.ts" />
import { moddleOptionsFor } from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import serializer, { type SerializableContext, TypeResolver } from 'moddle-context-serializer';
import { engineElements } from './engine-internals.ts';
import { type FlowListeners, type ListenerSpec, listenersOf } from './listeners.ts';

/**
 * A definition compiled once (XML parsed, the moddle context serialized): its context is reused by
 * every step of every instance; the saved state leaves the source out.
 */
export interface CompiledDefinition {
  /** The definitions element id (bpmn-engine matches saved states to sources by it). */
  id: string;
  processId: string;
  sourceContext: SerializableContext;
  /** Element names by id (for history rows and messages). */
  names: ReadonlyMap<string, string>;
  /** The task listeners of each user task (create, assignment, complete). */
  taskListeners: ReadonlyMap<string, ListenerSpec[]>;
  /** The process's own execution listeners (start: before its start event; end: once it ended). */
  processListeners: ListenerSpec[];
  /** The `take` listeners of sequence flows, by flow id. */
  flowListeners: ReadonlyMap<string, FlowListeners>;
  /** The variable the start event's `initiator` names (`applyUserId`), besides `initiator` itself. */
  initiatorVariable: string | null;
  /** How each end event ends the process (see `endingOf`). */
  endings: ReadonlyMap<string, Ending>;
  /** Boundary timer events: a process that passed one before it ended has timed out. */
  timeouts: ReadonlySet<string>;
}

/**
 * How a process ended: at an approving end, a rejecting one, after a timeout, or terminated.
 * Flowable has no such notion; models say it by their end events' names and ids (`驳回`,
 * `rejectedEnd`, `超时`, `timeoutEnd`), a terminate end event, or a boundary timer on the way.
 */
export type Ending = 'approved' | 'rejected' | 'timeout' | 'terminated';

const REJECTED_END = /reject|refuse|denied|deny|disagree|fail|不通过|不同意|驳回|拒绝|否决|退回|未通过/i;
const TIMEOUT_END = /time-?out|expire|overdue|超时|逾期|过期/i;

function endingOfEvent(event: ModdleNode): Ending {
  const words = `${event.id ?? ''} ${event.name ?? ''}`;
  if (REJECTED_END.test(words)) return 'rejected';
  if (TIMEOUT_END.test(words)) return 'timeout';
  if (event.eventDefinitions?.some((d) => d.$type === 'bpmn:TerminateEventDefinition')) return 'terminated';
  if (event.eventDefinitions?.some((d) => d.$type === 'bpmn:ErrorEventDefinition')) return 'rejected';
  return 'approved';
}

/**
 * How an instance that completed ended, from the elements it finished (in order): its last end
 * event's kind; an approving end reached after a boundary timer fired is a timeout.
 */
export function endingOf(
  definition: Pick<CompiledDefinition, 'endings' | 'timeouts'>,
  finished: readonly string[],
): Ending {
  const end = [...finished].reverse().find((id) => definition.endings.has(id));
  const ending = (end && definition.endings.get(end)) || 'approved';
  if (ending === 'approved' && finished.some((id) => definition.timeouts.has(id))) return 'timeout';
  return ending;
}

function endsOf(container: ModdleNode, endings: Map<string, Ending>, timeouts: Set<string>) {
  for (const element of container.flowElements ?? []) {
    if (element.$type === 'bpmn:EndEvent' && element.id) endings.set(element.id, endingOfEvent(element));
    if (
      element.$type === 'bpmn:BoundaryEvent' &&
      element.id &&
      element.eventDefinitions?.some((d) => d.$type === 'bpmn:TimerEventDefinition')
    )
      timeouts.add(element.id);
    if (element.flowElements) endsOf(element, endings, timeouts);
  }
}

export type ModdleNode = {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  flowElements?: ModdleNode[];
  sourceRef?: { id?: string };
  targetRef?: { id?: string };
  loopCharacteristics?: { $type: string; collection?: string };
  initiator?: string;
  eventDefinitions?: ModdleNode[];
};

/** The processes of a file: each is deployed as its own definition (its id is its key). */
export function processesOf(root: { rootElements?: { $type: string; id?: string }[] }): ModdleNode[] {
  return (root.rootElements ?? []).filter((element) => element.$type === 'bpmn:Process') as ModdleNode[];
}

/**
 * What Flowable accepts and bpmn-engine would not, made explicit on the parsed model before it is
 * serialized (the XML itself is never changed):
 * - a sequence flow without an `id` gets a stable one (`flow_<source>_<target>`, numbered when
 *   there are several): bpmn-engine names its consumers after flow ids;
 * - a multi-instance `collection` that is a variable name (`userList`) reads that variable
 *   (`${userList}`), as Flowable reads it.
 */
function normalise(container: ModdleNode, ids: Set<string>) {
  nameFlows(container, ids);
  for (const element of container.flowElements ?? []) {
    const loop = element.loopCharacteristics;
    if (loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics' && typeof loop.collection === 'string') {
      const name = loop.collection.trim();
      if (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(name)) loop.collection = `\${${name}}`;
    }
    if (element.flowElements) normalise(element, ids);
  }
}

/**
 * Gives each sequence flow without an `id` (of the container and its sub-processes) a stable one:
 * `flow_<source>_<target>`, numbered `_2`, `_3` … when several join the same pair.
 */
export function nameFlows(container: ModdleNode, ids: Set<string> = allIds(container)) {
  for (const element of container.flowElements ?? []) {
    if (element.$type === 'bpmn:SequenceFlow' && !element.id) {
      const base = `flow_${element.sourceRef?.id ?? 'source'}_${element.targetRef?.id ?? 'target'}`;
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}_${n}`;
      element.id = id;
      ids.add(id);
    }
    if (element.flowElements) nameFlows(element, ids);
  }
}

function allIds(container: ModdleNode, ids = new Set<string>()): Set<string> {
  for (const element of container.flowElements ?? []) {
    if (element.id) ids.add(element.id);
    if (element.flowElements) allIds(element, ids);
  }
  return ids;
}

/**
 * Compiles the process `processKey` of a file (without one: its first executable process, else
 * its first): only that process runs when an instance starts, the file's other processes being
 * definitions of their own.
 */
export async function compileDefinition(xml: string, processKey?: string): Promise<CompiledDefinition> {
  const moddle = new BpmnModdle(moddleOptionsFor(xml));
  const moddleContext = await moddle.fromXML(xml.trim());
  const root = moddleContext.rootElement as unknown as {
    id?: string;
    rootElements?: { $type: string; id: string }[];
  };
  const processes = processesOf(root);
  const process =
    processes.find((p) => processKey !== undefined && p.id === processKey) ??
    processes.find((p) => p.isExecutable !== false) ??
    processes[0];
  for (const p of processes) {
    p.isExecutable = p === process;
    normalise(p, allIds(p));
  }
  const start = process?.flowElements?.find((e) => e.$type === 'bpmn:StartEvent' && !e.eventDefinitions?.length);
  const endings = new Map<string, Ending>();
  const timeouts = new Set<string>();
  if (process) endsOf(process, endings, timeouts);
  const initiatorVariable =
    typeof start?.initiator === 'string' && start.initiator.trim() ? start.initiator.trim() : null;
  // Flowable's modeler writes <definitions> without an id; bpmn-engine matches a saved state to
  // its source by that id, so one is given (the XML itself is never changed).
  root.id ??= `Definitions_${process?.id ?? 'process'}`;
  const typeResolver = TypeResolver(engineElements());
  const sourceContext = serializer(moddleContext, typeResolver);
  const names = new Map<string, string>();
  const taskListeners = new Map<string, ListenerSpec[]>();
  const flowListeners = new Map<string, FlowListeners>();
  type Element = { id?: string; name?: string; $type?: string; targetRef?: { id?: string } };
  for (const element of Object.values(moddleContext.elementsById ?? {}) as Element[]) {
    if (element.id && element.name) names.set(element.id, element.name);
    if (element.id && element.$type === 'bpmn:SequenceFlow') {
      const takes = listenersOf(element as Record<string, unknown>, 'ExecutionListener').filter(
        (listener) => listener.event === 'take',
      );
      if (takes.length > 0) flowListeners.set(element.id, { target: element.targetRef?.id ?? '', listeners: takes });
    }
    if (element.id && element.$type === 'bpmn:UserTask') {
      const listeners = listenersOf(element as Record<string, unknown>, 'TaskListener');
      if (listeners.length > 0) taskListeners.set(element.id, listeners);
    }
  }
  const processListeners = process
    ? listenersOf(process as unknown as Record<string, unknown>, 'ExecutionListener')
    : [];
  return {
    id: root.id ?? 'definitions',
    processId: process?.id ?? '',
    sourceContext,
    names,
    taskListeners,
    processListeners,
    flowListeners,
    initiatorVariable,
    endings,
    timeouts,
  };
}
