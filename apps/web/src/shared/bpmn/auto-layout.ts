import { layoutProcess } from 'bpmn-auto-layout';
import { BPMN, BPMNDI, parse, serialize } from './xml-dom.ts';

/** Whether the model carries diagram layout (a shape or an edge); bpmn-js cannot show one without. */
export function hasLayout(xml: string): boolean {
  return /<([\w-]+:)?BPMN(Shape|Edge)[\s>/]/.test(xml);
}

/** The file's processes (`<process>` under `<definitions>`), in file order. */
const processesOf = (document: Document) =>
  Array.from(document.documentElement.children).filter(
    (element) => element.namespaceURI === BPMN && element.localName === 'process',
  );

/** What holds flow elements of its own. */
const CONTAINERS = new Set(['process', 'subProcess', 'transaction', 'adHocSubProcess']);

/** The BPMN elements directly in a process or sub-process (its flow elements among them). */
const childrenOf = (container: Element) =>
  Array.from(container.children).filter((element) => element.namespaceURI === BPMN);

/** The ids of a process's elements, its sub-processes' included. */
function idsIn(container: Element, ids = new Set<string>()): Set<string> {
  for (const element of childrenOf(container)) {
    const id = element.getAttribute('id');
    if (id) ids.add(id);
    if (CONTAINERS.has(element.localName)) idsIn(element, ids);
  }
  return ids;
}

function nameFlows(container: Element, ids: Set<string>) {
  for (const element of childrenOf(container)) {
    if (element.localName === 'sequenceFlow' && !element.getAttribute('id')) {
      const base = `flow_${element.getAttribute('sourceRef') ?? 'source'}_${element.getAttribute('targetRef') ?? 'target'}`;
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}_${n}`;
      element.setAttribute('id', id);
      ids.add(id);
    }
    if (CONTAINERS.has(element.localName)) nameFlows(element, ids);
  }
}

/**
 * The model with an id on every sequence flow: a flow without one gets the id the engine gives it
 * (`flow_<source>_<target>`, `_2`, `_3` … when several join the same pair; the server's
 * `nameFlows`), so a drawing can show it and a progress (`taken`) colours it.
 */
export function withFlowIds(xml: string): string {
  if (!/<([\w-]+:)?sequenceFlow(?![^>]*\sid=)[\s>/]/.test(xml)) return xml;
  const document = parse(xml);
  if (!document) return xml;
  for (const process of processesOf(document)) nameFlows(process, idsIn(process));
  return serialize(document, xml);
}

/** Each flow with an id in its source's `outgoing` and its target's `incoming`, as bpmn-auto-layout follows them. */
function linkFlows(document: Document) {
  const byId = new Map<string, Element>();
  for (const element of Array.from(document.getElementsByTagNameNS(BPMN, '*'))) {
    const id = element.getAttribute('id');
    if (id) byId.set(id, element);
  }
  for (const flow of Array.from(document.getElementsByTagNameNS(BPMN, 'sequenceFlow'))) {
    const id = flow.getAttribute('id');
    const link = (nodeId: string | null, kind: 'incoming' | 'outgoing') => {
      const node = nodeId ? byId.get(nodeId) : undefined;
      if (!node || !id) return;
      const reference = document.createElementNS(BPMN, node.prefix ? `${node.prefix}:${kind}` : kind);
      reference.textContent = id;
      node.appendChild(reference);
    };
    link(flow.getAttribute('sourceRef'), 'outgoing');
    link(flow.getAttribute('targetRef'), 'incoming');
  }
}

/**
 * The model with the diagram layout bpmn-auto-layout draws for it: one diagram per process
 * (`BPMNDiagram_<processId>`; the layouter draws a file's first process only, so it is given each
 * process first in turn). The layouter follows each node's `incoming`/`outgoing`, which Flowable
 * and Activiti files leave out (bpmn-js derives them from the flows): it gets a copy with them
 * filled in, and only its diagrams are added to the model. Flows without an id stay without one
 * (and undrawn): {@link withFlowIds} first draws them.
 */
export async function withLayout(xml: string): Promise<string> {
  const document = parse(xml);
  const count = document ? processesOf(document).length : 0;
  if (!document || count === 0) return xml;
  const diagrams: Element[] = [];
  for (let index = 0; index < count; index++) {
    const copy = document.cloneNode(true) as Document;
    linkFlows(copy);
    const processes = processesOf(copy);
    const own = processes[index];
    if (own && index > 0) copy.documentElement.insertBefore(own, processes[0] ?? null);
    const laidOut = parse(await layoutProcess(serialize(copy, xml)));
    if (laidOut) diagrams.push(...Array.from(laidOut.getElementsByTagNameNS(BPMNDI, 'BPMNDiagram')));
  }
  for (const old of Array.from(document.getElementsByTagNameNS(BPMNDI, 'BPMNDiagram'))) old.remove();
  for (const diagram of diagrams) document.documentElement.appendChild(document.importNode(diagram, true));
  return serialize(document, xml);
}

/**
 * The id of the diagram that draws process `processId`: its plane shows the process, or a
 * collaboration with a participant for it. Undefined when none does (or it has no id): the
 * viewer then shows the file's first diagram.
 */
export function diagramOf(xml: string, processId: string): string | undefined {
  const document = parse(xml);
  if (!document) return undefined;
  const holders = new Set([processId]);
  for (const participant of Array.from(document.getElementsByTagNameNS(BPMN, 'participant'))) {
    const collaboration = participant.parentElement?.getAttribute('id');
    if (participant.getAttribute('processRef') === processId && collaboration) holders.add(collaboration);
  }
  for (const diagram of Array.from(document.getElementsByTagNameNS(BPMNDI, 'BPMNDiagram'))) {
    const plane = diagram.getElementsByTagNameNS(BPMNDI, 'BPMNPlane')[0];
    const shown = plane?.getAttribute('bpmnElement');
    if (shown && holders.has(shown)) return diagram.getAttribute('id') ?? undefined;
  }
  return undefined;
}

/**
 * The XML a read-only viewer imports: as it is when it has diagram layout, else laid out as the
 * designer lays it out, with every flow named as the engine names it.
 */
export async function viewableXml(xml: string): Promise<string> {
  return hasLayout(xml) ? xml : withLayout(withFlowIds(xml));
}
