import { layoutProcess } from 'bpmn-auto-layout';
import { BPMN, BPMNDI, parse, serialize } from './xml-dom.ts';

/** Whether the model carries diagram layout (a shape or an edge); bpmn-js cannot show one without. */
export function hasLayout(xml: string): boolean {
  return /<([\w-]+:)?BPMN(Shape|Edge)[\s>/]/.test(xml);
}

/**
 * The model with the diagram layout bpmn-auto-layout draws for it. The layouter follows each
 * node's `incoming`/`outgoing`, which Flowable and Activiti files leave out (bpmn-js derives them
 * from the flows): it gets a copy with them filled in, and only its diagram is added to the model.
 */
export async function withLayout(xml: string): Promise<string> {
  const document = parse(xml);
  if (!document) return xml;
  const copy = document.cloneNode(true) as Document;
  const byId = new Map<string, Element>();
  for (const element of Array.from(copy.getElementsByTagNameNS(BPMN, '*'))) {
    const id = element.getAttribute('id');
    if (id) byId.set(id, element);
  }
  for (const flow of Array.from(copy.getElementsByTagNameNS(BPMN, 'sequenceFlow'))) {
    const id = flow.getAttribute('id');
    const link = (nodeId: string | null, kind: 'incoming' | 'outgoing') => {
      const node = nodeId ? byId.get(nodeId) : undefined;
      if (!node || !id) return;
      const reference = copy.createElementNS(BPMN, node.prefix ? `${node.prefix}:${kind}` : kind);
      reference.textContent = id;
      node.appendChild(reference);
    };
    link(flow.getAttribute('sourceRef'), 'outgoing');
    link(flow.getAttribute('targetRef'), 'incoming');
  }
  const laidOut = parse(await layoutProcess(serialize(copy, xml)));
  const diagrams = laidOut ? Array.from(laidOut.getElementsByTagNameNS(BPMNDI, 'BPMNDiagram')) : [];
  for (const old of Array.from(document.getElementsByTagNameNS(BPMNDI, 'BPMNDiagram'))) old.remove();
  for (const diagram of diagrams) document.documentElement.appendChild(document.importNode(diagram, true));
  return serialize(document, xml);
}
