import { activitiDescriptor, camundaDescriptor, type ExtensionPrefix, flowableDescriptor } from '@zj/contract/bpmn';
import { newProcessId } from './ids.ts';

const NAMESPACES: Record<ExtensionPrefix, string> = {
  flowable: flowableDescriptor.uri,
  activiti: activitiDescriptor.uri,
  camunda: camundaDescriptor.uri,
};

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A blank executable process with its start event, in the flavour's namespace. Its id is
 * `Process_` + timestamp unless given (redrawing a saved model keeps its key: the server refuses
 * a changed one).
 */
export function blankDiagram(
  name: string,
  { id = newProcessId(), flavour = 'flowable' }: { id?: string; flavour?: ExtensionPrefix } = {},
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${flavour}="${NAMESPACES[flavour]}" id="diagram_${escapeAttr(id)}" targetNamespace="${NAMESPACES[flavour]}">
  <bpmn2:process id="${escapeAttr(id)}" name="${escapeAttr(name)}" isExecutable="true">
    <bpmn2:startEvent id="StartEvent_1" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${escapeAttr(id)}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;
}
