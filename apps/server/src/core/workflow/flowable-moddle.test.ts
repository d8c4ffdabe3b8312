import { readFileSync } from 'node:fs';
import {
  EXTENSION_PREFIXES,
  type ExtensionPrefix,
  extensionElements,
  extensionPrefixOf,
  extensionValue,
  type ModdleElement,
  moddleOptionsFor,
} from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';

const flowableXml = readFileSync(new URL('./fixtures/extensions.bpmn20.xml', import.meta.url), 'utf8');
const URIS: Record<ExtensionPrefix, string> = {
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
  camunda: 'http://camunda.org/schema/1.0/bpmn',
};

/** The fixture written for another engine: its namespace and its prefix. */
function asPrefix(prefix: ExtensionPrefix): string {
  return flowableXml
    .replaceAll('flowable:', `${prefix}:`)
    .replace(URIS.flowable, URIS[prefix])
    .replace('xmlns:flowable=', `xmlns:${prefix}=`);
}

/** The user task's string attributes of the extension schema. */
const TASK_ATTRIBUTES = [
  'assignee',
  'candidateUsers',
  'candidateGroups',
  'dueDate',
  'followUpDate',
  'priority',
  'formKey',
  'skipExpression',
];

type Moddle = {
  $type: string;
  $descriptor: {
    isGeneric?: boolean;
    properties: Array<{ name: string; isReference?: boolean; ns: { localName: string } }>;
  };
};

/** The whole model as plain data, extension types named without their prefix. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (!value || typeof value !== 'object' || !('$type' in value)) return value;
  const element = value as Moddle & ModdleElement;
  if (element.$descriptor.isGeneric) return { ...element, $type: element.$type };
  const [prefix, local] = element.$type.split(':');
  const out: Record<string, unknown> = {
    $type: EXTENSION_PREFIXES.includes(prefix as ExtensionPrefix) ? local : element.$type,
  };
  for (const property of element.$descriptor.properties) {
    if (property.isReference) continue;
    const child = element.get(property.name);
    if (child !== undefined && !(Array.isArray(child) && child.length === 0)) out[property.ns.localName] = plain(child);
  }
  const stray = Object.keys(element.$attrs ?? {}).filter((key) =>
    EXTENSION_PREFIXES.some((p) => key.startsWith(`${p}:`)),
  );
  if (stray.length > 0) out.strayAttributes = stray;
  return out;
}

async function read(xml: string) {
  const moddle = new BpmnModdle(moddleOptionsFor(xml));
  const result = await moddle.fromXML(xml);
  return { moddle, ...result };
}

function userTask(definitions: unknown): ModdleElement {
  const process = (definitions as { rootElements: Array<{ flowElements: ModdleElement[] }> }).rootElements[0];
  const task = process?.flowElements.find((element) => element.$type === 'bpmn:UserTask');
  if (!task) throw new Error('no user task');
  return task;
}

describe('workflow moddle descriptor (flowable, activiti, camunda)', () => {
  it('reads every extension attribute and element of spec 02 §3 without a warning', async () => {
    const { rootElement, warnings } = await read(flowableXml);
    expect(warnings).toEqual([]);
    const task = userTask(rootElement);
    expect(
      Object.fromEntries([...TASK_ATTRIBUTES, 'async', 'exclusive'].map((name) => [name, extensionValue(task, name)])),
    ).toEqual({
      assignee: '${creator}',
      candidateUsers: '1,2',
      candidateGroups: 'd100,r2',
      dueDate: 'P2D',
      followUpDate: 'P1D',
      priority: '60',
      formKey: 'quality_improvement',
      skipExpression: '${skip == true}',
      async: true,
      exclusive: false,
    });
    const loop = task.get('loopCharacteristics') as ModdleElement;
    expect([extensionValue(loop, 'collection'), extensionValue(loop, 'elementVariable')]).toEqual([
      '${approvers}',
      'approver',
    ]);
    expect(
      extensionElements(task, 'Button').map((b) => [b.get('code'), b.get('name'), b.get('next'), b.get('sort')]),
    ).toEqual([
      ['agree', '同意', 'end', 1],
      ['reject', '驳回', 'start', 2],
    ]);
    const [assignee] = extensionElements(task, 'Assignee');
    expect(['type', 'value', 'condition', 'operationType'].map((name) => assignee?.get(name))).toEqual([
      'role',
      '2',
      '${amount > 100}',
      'add',
    ]);
    const [condition] = extensionElements(task, 'Condition');
    expect(['field', 'compare', 'value', 'logic'].map((name) => condition?.get(name))).toEqual([
      'amount',
      'gt',
      '100',
      'and',
    ]);
    const listeners = extensionElements(task, 'TaskListener');
    expect(listeners.map((l) => [l.get('event'), l.get('class') ?? l.get('delegateExpression')])).toEqual([
      ['create', 'notify'],
      ['complete', '${setVariable}'],
    ]);
    const fields = listeners[1]?.get('fields') as ModdleElement[];
    expect(
      fields.map((f) => [
        f.get('name'),
        f.get('string'),
        (f.get('expressionElement') as ModdleElement | undefined)?.get('value'),
      ]),
    ).toEqual([
      ['name', 'reviewed', undefined],
      ['value', undefined, '${approve == 1}'],
    ]);
    // Nothing of the extension schema fell through to the untyped attributes.
    expect(JSON.stringify(plain(rootElement))).not.toContain('strayAttributes');
  });

  it('reads a model the same under the flowable, activiti and camunda prefixes', async () => {
    const [flowable, activiti, camunda] = await Promise.all(EXTENSION_PREFIXES.map((prefix) => read(asPrefix(prefix))));
    expect(EXTENSION_PREFIXES.map((prefix) => extensionPrefixOf(asPrefix(prefix)))).toEqual([
      'flowable',
      'activiti',
      'camunda',
    ]);
    for (const other of [activiti, camunda]) {
      expect(other?.warnings).toEqual([]);
      expect(plain(other?.rootElement)).toEqual(plain(flowable?.rootElement));
      expect(extensionValue(userTask(other?.rootElement), 'assignee')).toBe('${creator}');
    }
  });

  it('writes the model back with every extension kept, under its own prefix', async () => {
    for (const prefix of EXTENSION_PREFIXES) {
      const first = await read(asPrefix(prefix));
      const { xml } = await first.moddle.toXML(first.rootElement, { format: true });
      for (const attribute of [
        ...TASK_ATTRIBUTES,
        'collection',
        'elementVariable',
        'initiator',
        'candidateStarterGroups',
      ]) {
        expect(xml).toContain(` ${prefix}:${attribute}=`);
      }
      for (const element of [
        'button',
        'assignee',
        'condition',
        'taskListener',
        'executionListener',
        'formProperty',
        'field',
        'string',
        'expression',
        'value',
      ]) {
        expect(xml).toContain(`<${prefix}:${element} `.replace(/ $/, ''));
      }
      const second = await read(xml);
      expect(second.warnings).toEqual([]);
      expect(plain(second.rootElement)).toEqual(plain(first.rootElement));
    }
  });

  it("reads a Flowable modeler export without a warning and writes back its attributes and the modeler's own elements", async () => {
    const exported = readFileSync(new URL('./fixtures/flowable-modeler-export.bpmn20.xml', import.meta.url), 'utf8');
    const first = await read(exported);
    expect(first.warnings).toEqual([]);
    const { xml } = await first.moddle.toXML(first.rootElement, { format: true });
    for (const kept of [
      'flowable:initiator="initiator"',
      'flowable:formKey="plan_form"',
      'flowable:formFieldValidation="true"',
      'flowable:owner="admin"',
      'flowable:category="plan"',
      'flowable:candidateGroups="d103"',
      'flowable:collection="${signers}"',
      'flowable:elementVariable="signer"',
      '<modeler:initiator-can-complete xmlns:modeler="http://flowable.org/modeler">false</modeler:initiator-can-complete>',
      '${nrOfCompletedInstances/nrOfInstances &gt;= 0.5}',
      '<bpmndi:BPMNShape id="BPMNShape_deptReview" bpmnElement="deptReview">',
    ]) {
      expect(xml).toContain(kept);
    }
    const second = await read(xml);
    expect(plain(second.rootElement)).toEqual(plain(first.rootElement));
  });
});
