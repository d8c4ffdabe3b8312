/// <reference path="./bpmn-moddle.d.ts" />
import { layoutProcess } from 'bpmn-auto-layout';
import type BpmnModdle from 'bpmn-moddle';
import type { ModdleObject } from 'bpmn-moddle';
import { type ModdleNode, nameFlows, processesOf } from './compile-definition.ts';

type FlowNode = ModdleObject & { incoming?: ModdleObject[]; outgoing?: ModdleObject[] };

/**
 * The model (parsed by `moddle`) with the diagram bpmn-auto-layout draws for its process `processKey`
 * (without one, or none of that id: its first) — as the web lays out a file without diagram
 * interchange, one diagram per process (apps/web src/shared/bpmn/auto-layout.ts). The
 * layouter follows each node's `incoming`/`outgoing`, which Flowable and Activiti files leave out:
 * they are filled in from the flows first, and flows without an id get the ids the engine gives
 * them (`flow_<source>_<target>`), so the progress colours find them. Changes the parsed model.
 */
export async function autoLayout(moddle: BpmnModdle, definitions: ModdleObject, processKey?: string): Promise<string> {
  const processes = processesOf(definitions as { rootElements?: ModdleNode[] });
  for (const process of processes) {
    nameFlows(process);
    link(process as unknown as ModdleObject);
  }
  // bpmn-auto-layout lays out the file's first process: the one asked for goes first
  const wanted = processes.find((process) => process.id === processKey);
  const first = processes[0];
  if (wanted && first && wanted !== first) {
    const roots = definitions.get('rootElements') as unknown[];
    roots.splice(roots.indexOf(wanted), 1);
    roots.splice(roots.indexOf(first), 0, wanted);
  }
  const { xml } = await moddle.toXML(definitions);
  return layoutProcess(xml);
}

/** Each flow of the container (and its sub-processes) in its source's outgoing and its target's incoming. */
function link(container: ModdleObject) {
  for (const element of (container.flowElements as ModdleObject[] | undefined) ?? []) {
    if (element.$type === 'bpmn:SequenceFlow') {
      refer(element.sourceRef as FlowNode | undefined, 'outgoing', element);
      refer(element.targetRef as FlowNode | undefined, 'incoming', element);
    }
    if (element.flowElements) link(element);
  }
}

function refer(node: FlowNode | undefined, kind: 'incoming' | 'outgoing', flow: ModdleObject) {
  if (!node) return;
  const flows = node.get(kind) as ModdleObject[];
  if (!flows.includes(flow)) flows.push(flow);
}
