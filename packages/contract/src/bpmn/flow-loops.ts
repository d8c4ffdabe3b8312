import { hasExpression } from './expressions.ts';
import type { ModdleElement } from './flowable-moddle.ts';

/**
 * What runs forever without waiting, found on the sequence-flow graph of a process (and of each
 * sub-process): a run of the engine only stops where a token waits, so a cycle of elements none of
 * which waits spins at once, holding the step's transaction and the CPU.
 *
 * Wait states: user task, receive task, call activity (its called process is checked on its own
 * deploy), event-based gateway, a catch event (intermediate or boundary) waiting for a message or a
 * signal, or for a timer with a non-zero duration or cycle (an expression counts: the engine's step
 * bound stops one that comes out zero), and a sub-process none of whose paths from start to end
 * avoids a wait state. A timer on a date waits only the first time round, so it is no wait in a
 * cycle. Boundary events leave their activity (an edge from it), link events jump to the catch
 * event of the same name.
 */

type Element = ModdleElement;

export interface FlowLoop {
  /** The cycle's elements, in the model's order. */
  elements: Element[];
}

const CONTAINERS = new Set(['bpmn:Process', 'bpmn:SubProcess', 'bpmn:Transaction', 'bpmn:AdHocSubProcess']);
const ALWAYS_WAITS = new Set(['bpmn:UserTask', 'bpmn:ReceiveTask', 'bpmn:CallActivity', 'bpmn:EventBasedGateway']);
const CATCH_EVENTS = new Set(['bpmn:IntermediateCatchEvent', 'bpmn:BoundaryEvent']);
/** Flow elements that are no flow nodes. */
const NOT_NODES = new Set([
  'bpmn:SequenceFlow',
  'bpmn:DataObject',
  'bpmn:DataObjectReference',
  'bpmn:DataStoreReference',
]);

/** True for a flow-element container (process, sub-process, transaction, ad-hoc sub-process). */
export const isFlowContainer = (element: Element) => CONTAINERS.has(element.$type);

const list = (element: Element, name: string) => (element.get(name) as Element[] | undefined) ?? [];
const bodyOf = (element: unknown) =>
  element && typeof element === 'object' ? String((element as Element).get('body') ?? '').trim() : '';

/** An ISO 8601 duration (`PT0S`, `P0D`, `-PT0S`) all of whose figures are zero. */
function isZeroDuration(text: string): boolean {
  const match = /^[+-]?P(?!$)((\d+(?:[.,]\d+)?)[YMWD])*(T(?!$)((\d+(?:[.,]\d+)?)[HMS])*)?$/i.exec(text.trim());
  if (!match) return false;
  return (text.match(/\d+(?:[.,]\d+)?/g) ?? []).every((figure) => Number(figure.replace(',', '.')) === 0);
}

/**
 * The text of a timer that never waits: a duration of zero, or a cycle whose interval is zero
 * (`R/PT0S`, `R5/2024-01-01T00:00:00Z/PT0S`); null for every other timer (expressions, cron).
 */
export function zeroTimerValue(definition: Element): string | null {
  for (const name of ['timeDuration', 'timeCycle'] as const) {
    const text = bodyOf(definition.get(name));
    if (text && !hasExpression(text) && isZeroTimer(name, text)) return text;
  }
  return null;
}

/**
 * Whether a timer's value (as written, or as an expression resolved it) never waits: a duration
 * of zero, or a cycle whose interval is zero. A date is never zero here.
 */
export function isZeroTimer(kind: string, text: string): boolean {
  if (kind === 'timeDuration') return isZeroDuration(text);
  if (kind !== 'timeCycle') return false;
  return text
    .trim()
    .split('/')
    .filter((part) => /^[+-]?P/i.test(part))
    .some(isZeroDuration);
}

/** Whether a timer makes a token wait each time it is reached (a date passes once). */
function timerWaits(definition: Element): boolean {
  if (zeroTimerValue(definition) !== null) return false;
  return bodyOf(definition.get('timeDuration')) !== '' || bodyOf(definition.get('timeCycle')) !== '';
}

class FlowGraph {
  readonly nodes: Element[] = [];
  readonly edges = new Map<Element, Set<Element>>();

  constructor(container: Element) {
    const elements = list(container, 'flowElements');
    for (const element of elements) if (!NOT_NODES.has(element.$type)) this.nodes.push(element);
    const known = new Set(this.nodes);
    const links = new Map<string, Element[]>();
    for (const node of this.nodes) {
      if (node.$type !== 'bpmn:IntermediateCatchEvent') continue;
      for (const definition of list(node, 'eventDefinitions')) {
        if (definition.$type !== 'bpmn:LinkEventDefinition') continue;
        const name = String(definition.get('name') ?? '');
        links.set(name, [...(links.get(name) ?? []), node]);
      }
    }
    for (const element of elements) {
      if (element.$type === 'bpmn:SequenceFlow') {
        const source = element.get('sourceRef') as Element | undefined;
        const target = element.get('targetRef') as Element | undefined;
        // A flow back to its own source is a problem of its own (selfLoop).
        if (source && target && source !== target && known.has(source) && known.has(target)) this.add(source, target);
      } else if (element.$type === 'bpmn:BoundaryEvent') {
        const attachedTo = element.get('attachedToRef') as Element | undefined;
        if (attachedTo && known.has(attachedTo)) this.add(attachedTo, element);
      } else if (element.$type === 'bpmn:IntermediateThrowEvent') {
        for (const definition of list(element, 'eventDefinitions')) {
          if (definition.$type !== 'bpmn:LinkEventDefinition') continue;
          for (const target of links.get(String(definition.get('name') ?? '')) ?? []) this.add(element, target);
        }
      }
    }
  }

  add(from: Element, to: Element) {
    let targets = this.edges.get(from);
    if (!targets) {
      targets = new Set();
      this.edges.set(from, targets);
    }
    targets.add(to);
  }
}

/** Whether a token that reaches this node waits there before it goes on. */
function waits(node: Element, seen: Set<Element>): boolean {
  if (ALWAYS_WAITS.has(node.$type)) return true;
  if (CATCH_EVENTS.has(node.$type)) {
    return list(node, 'eventDefinitions').some((definition) => {
      if (definition.$type === 'bpmn:MessageEventDefinition' || definition.$type === 'bpmn:SignalEventDefinition')
        return true;
      return definition.$type === 'bpmn:TimerEventDefinition' && timerWaits(definition);
    });
  }
  if (isFlowContainer(node)) return subProcessWaits(node, seen);
  return false;
}

/** A sub-process waits when every path from its start to an end passes a wait state. */
function subProcessWaits(container: Element, seen: Set<Element>): boolean {
  if (seen.has(container)) return true;
  seen.add(container);
  const graph = new FlowGraph(container);
  const nodes = graph.nodes.filter((node) => node.get('triggeredByEvent') !== true);
  const incoming = new Set<Element>();
  for (const targets of graph.edges.values()) for (const target of targets) incoming.add(target);
  const starts = nodes.filter((node) =>
    container.$type === 'bpmn:AdHocSubProcess'
      ? !incoming.has(node)
      : node.$type === 'bpmn:StartEvent' || (!incoming.has(node) && node.$type !== 'bpmn:BoundaryEvent'),
  );
  const queue = starts.filter((node) => !waits(node, seen));
  const reached = new Set(queue);
  while (queue.length > 0) {
    const node = queue.pop() as Element;
    const next = [...(graph.edges.get(node) ?? [])].filter((target) => target.$type !== 'bpmn:BoundaryEvent');
    if (next.length === 0) return false;
    for (const target of next) {
      if (reached.has(target) || waits(target, seen)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return true;
}

/**
 * The cycles of a container's own flow graph (not of its sub-processes: those are containers of
 * their own) that pass no wait state: each strongly connected group of wait-free nodes.
 */
export function waitFreeLoops(container: Element): FlowLoop[] {
  const graph = new FlowGraph(container);
  const seen = new Set<Element>();
  const free = graph.nodes.filter((node) => !waits(node, seen));
  const freeSet = new Set(free);
  const order = new Map(graph.nodes.map((node, i) => [node, i]));
  const successors = (node: Element) => [...(graph.edges.get(node) ?? [])].filter((next) => freeSet.has(next));

  // Tarjan's strongly connected components, iterative (a large model must not overflow the stack).
  const index = new Map<Element, number>();
  const low = new Map<Element, number>();
  const onStack = new Set<Element>();
  const stack: Element[] = [];
  const loops: FlowLoop[] = [];
  let counter = 0;
  for (const root of free) {
    if (index.has(root)) continue;
    const work: { node: Element; next: Element[] }[] = [];
    const open = (node: Element) => {
      index.set(node, counter);
      low.set(node, counter);
      counter++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: successors(node) });
    };
    open(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: Element; next: Element[] };
      const next = frame.next.shift();
      if (next !== undefined) {
        if (!index.has(next)) open(next);
        else if (onStack.has(next)) low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(next) ?? 0));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: Element[] = [];
      for (;;) {
        const member = stack.pop() as Element;
        onStack.delete(member);
        component.push(member);
        if (member === frame.node) break;
      }
      if (component.length > 1) {
        component.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
        loops.push({ elements: component });
      }
    }
  }
  return loops.sort((a, b) => (order.get(a.elements[0] as Element) ?? 0) - (order.get(b.elements[0] as Element) ?? 0));
}

/** A sequence flow whose source is its target. */
export function isSelfLoop(flow: Element): boolean {
  const source = flow.get('sourceRef') as Element | undefined;
  return source !== undefined && source === flow.get('targetRef');
}
