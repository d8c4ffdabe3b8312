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
}

export async function compileDefinition(xml: string): Promise<CompiledDefinition> {
  const moddle = new BpmnModdle(moddleOptionsFor(xml));
  const moddleContext = await moddle.fromXML(xml.trim());
  const root = moddleContext.rootElement as unknown as {
    id?: string;
    rootElements?: { $type: string; id: string }[];
  };
  const process = root.rootElements?.find((element) => element.$type === 'bpmn:Process');
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
  };
}
