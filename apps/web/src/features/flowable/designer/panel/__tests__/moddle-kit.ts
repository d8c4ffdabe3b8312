import { moddleOptionsFor } from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import type { DiagramElement, ModdleElement, PanelModdle, RuleContext } from '../rules/types.ts';

/** A diagram with a process, start, user task, gateway, two flows out of it, an end, a script task. */
export const SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" targetNamespace="t">
  <message id="m1" name="Go" />
  <signal id="s1" name="Stop" />
  <process id="Process_1" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f0" sourceRef="start" targetRef="task" />
    <userTask id="task" name="Approve" flowable:candidateUsers="1,2" />
    <sequenceFlow id="f1" sourceRef="task" targetRef="gw" />
    <exclusiveGateway id="gw" />
    <sequenceFlow id="f2" sourceRef="gw" targetRef="end" />
    <sequenceFlow id="f3" sourceRef="gw" targetRef="script" />
    <scriptTask id="script" scriptFormat="javascript"><script>notify</script></scriptTask>
    <endEvent id="end" />
  </process>
  <bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="p" bpmnElement="Process_1">
    <bpmndi:BPMNShape id="task_di" bpmnElement="task" />
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</definitions>`;

export interface Recorded {
  command: 'updateProperties' | 'updateModdleProperties';
  element: string;
  target?: string;
  properties: Record<string, unknown>;
}

/**
 * Real moddle elements of a parsed model, wrapped as diagram elements, and a modeling that
 * records each command and applies it the way bpmn-js does (id renames the element and its DI).
 */
export async function loadModel(xml = SAMPLE) {
  const moddle = new BpmnModdle(moddleOptionsFor(xml));
  const { rootElement } = await moddle.fromXML(xml);
  const definitions = rootElement as ModdleElement;
  const byId = new Map<string, ModdleElement>();
  const visit = (element: ModdleElement) => {
    if (element.id) byId.set(element.id, element);
    for (const child of (element.get('rootElements') as ModdleElement[] | undefined) ?? []) visit(child);
    if (element.$type === 'bpmn:Process') {
      for (const child of (element.get('flowElements') as ModdleElement[]) ?? []) visit(child);
    }
  };
  visit(definitions);
  const shapes = new Map<string, DiagramElement>();
  const diIds = new Map<string, string>([['task', 'task_di']]);
  const shape = (id: string): DiagramElement => {
    const existing = [...shapes.values()].find((candidate) => candidate.businessObject === byId.get(id));
    if (existing) return existing;
    const bo = byId.get(id);
    if (!bo) throw new Error(`no element ${id}`);
    const element: DiagramElement = { id, type: bo.$type, businessObject: bo };
    shapes.set(id, element);
    if (bo.$type === 'bpmn:SequenceFlow') {
      element.source = shape((bo.get('sourceRef') as ModdleElement).id as string);
      element.target = shape((bo.get('targetRef') as ModdleElement).id as string);
    }
    return element;
  };
  const recorded: Recorded[] = [];
  const modeling = {
    updateProperties(element: DiagramElement, properties: Record<string, unknown>) {
      recorded.push({ command: 'updateProperties', element: element.id, properties });
      for (const [key, value] of Object.entries(properties)) {
        if (key === 'di') {
          diIds.set(element.id, (value as { id: string }).id);
        } else if (key === 'id') {
          element.businessObject.id = value as string;
          element.id = value as string;
        } else element.businessObject.set(key, value);
      }
    },
    updateModdleProperties(element: DiagramElement, target: ModdleElement, properties: Record<string, unknown>) {
      recorded.push({ command: 'updateModdleProperties', element: element.id, target: target.$type, properties });
      for (const [key, value] of Object.entries(properties)) target.set(key, value);
    },
  };
  const ctx: RuleContext = { modeling, moddle: moddle as unknown as PanelModdle, prefix: 'flowable' };
  const toXML = async () => (await moddle.toXML(definitions, { format: true })).xml;
  return { moddle, definitions, shape, ctx, recorded, diIds, toXML };
}
