import { moddleOptionsFor } from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it, vi } from 'vitest';
import { hasLayout } from '@/shared/bpmn/auto-layout.ts';
import type { ModdleElement } from '../../designer/panel/rules/types.ts';
import { markerlessShapes, restoreUnknown, shelterUnknown, xmlForImport } from '../modeler/keep-xml.ts';
import ACTIVITI_NO_LAYOUT from './fixtures/activiti-no-layout.bpmn20.xml?raw';
import FLOWABLE_EXPORT from './fixtures/flowable-modeler-keep.bpmn20.xml?raw';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const FLOWABLE = 'http://flowable.org/bpmn';
/** BPMN 2.0 schema defaults: an attribute holding one means the same as no attribute (moddle omits it). */
const SCHEMA_DEFAULTS: Record<string, string> = {
  typeLanguage: 'http://www.w3.org/2001/XMLSchema',
  expressionLanguage: 'http://www.w3.org/1999/XPath',
  isSequential: 'false',
};

/**
 * An element as XML means it: namespace and local name, attributes by namespace and name (numbers
 * as numbers, `xsi:type` by its local part, schema defaults as absent; namespace declarations and prefixes do not count), text
 * trimmed, children in order.
 */
interface Canonical {
  name: string;
  attributes: Record<string, string>;
  text?: string;
  children: Canonical[];
}
function canonical(element: Element): Canonical {
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name === 'xmlns' || attribute.prefix === 'xmlns') continue;
    let value = attribute.value;
    if (!attribute.namespaceURI && SCHEMA_DEFAULTS[attribute.name] === value) continue;
    if (attribute.namespaceURI === XSI && attribute.localName === 'type') value = value.replace(/^.*:/, '');
    else if (value.trim() !== '' && Number.isFinite(Number(value))) value = String(Number(value));
    attributes[`{${attribute.namespaceURI ?? ''}}${attribute.localName}`] = value;
  }
  const children = Array.from(element.children).map(canonical);
  const text = children.length === 0 ? element.textContent?.trim() || undefined : undefined;
  return { name: `{${element.namespaceURI}}${element.localName}`, attributes, ...(text ? { text } : {}), children };
}
const canonicalOf = (xml: string) => canonical(new DOMParser().parseFromString(xml, 'application/xml').documentElement);

/** What the designer does with a file: import it into bpmn-js's moddle, export it again. */
async function openAndSave(xml: string, edit?: (byId: (id: string) => ModdleElement) => void) {
  const packages = moddleOptionsFor(xml);
  const moddle = new BpmnModdle(packages);
  const { rootElement } = await moddle.fromXML(await xmlForImport(xml, packages));
  const byId = (id: string) => {
    const found: ModdleElement[] = [];
    const visit = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      const element = value as ModdleElement & Record<string, unknown>;
      if (element.id === id) found.push(element);
      for (const key of ['rootElements', 'flowElements']) {
        const list = element.get?.(key);
        if (Array.isArray(list)) list.forEach(visit);
      }
    };
    visit(rootElement);
    if (!found[0]) throw new Error(`no element ${id}`);
    return found[0];
  };
  edit?.(byId);
  return restoreUnknown((await moddle.toXML(rootElement, { format: true })).xml);
}

describe('the designer keeps what it does not edit (issue 25)', () => {
  it('exports a Flowable modeler file as it came: extension elements, attributes, namespaces, documentation', async () => {
    const saved = await openAndSave(FLOWABLE_EXPORT);
    expect(canonicalOf(saved)).toEqual(canonicalOf(FLOWABLE_EXPORT));
    expect(saved).toContain('<flowable:customResource flowable:name="businessAdministrator">');
    expect(saved).toContain('<flowable:historyLevel>');
    expect(saved).toContain('flowable:class="org.flowable.engine.impl.bpmn.helper.JsonCollectionHandler"');
    expect(saved).not.toContain('zj-kept');
  });

  it('keeps the fields of a service task and a listener: <flowable:string>, <flowable:expression>, stringValue', async () => {
    const saved = await openAndSave(FLOWABLE_EXPORT);
    const document = new DOMParser().parseFromString(saved, 'application/xml');
    const fields = Array.from(document.getElementsByTagNameNS(FLOWABLE, 'field')).map((field) => ({
      name: field.getAttribute('name'),
      parent: field.parentElement?.parentElement?.getAttribute('id') ?? field.parentElement?.localName,
      children: Array.from(field.children).map((child) => `${child.prefix}:${child.localName}=${child.textContent}`),
      stringValue: field.getAttribute('stringValue'),
    }));
    expect(fields).toEqual([
      { name: 'to', parent: 'taskListener', children: ['flowable:string=starter'], stringValue: null },
      { name: 'subject', parent: 'notifyBuyer', children: ['flowable:string=采购已会签'], stringValue: null },
      { name: 'recipient', parent: 'notifyBuyer', children: ['flowable:expression=${applyUserId}'], stringValue: null },
      { name: 'channel', parent: 'notifyBuyer', children: [], stringValue: 'mail' },
    ]);
  });

  it("reads a field's <flowable:string> and <flowable:expression> into the model (nothing sheltered there)", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="${FLOWABLE}" targetNamespace="t">
  <process id="p" isExecutable="true">
    <serviceTask id="s" flowable:class="x.Y">
      <extensionElements>
        <flowable:field name="x"><flowable:string>plain</flowable:string></flowable:field>
        <flowable:field name="y"><flowable:expression>\${a}</flowable:expression></flowable:field>
        <flowable:string>not a field's</flowable:string>
      </extensionElements>
    </serviceTask>
  </process>
</definitions>`;
    const packages = moddleOptionsFor(xml);
    const sheltered = shelterUnknown(xml, packages);
    // only the stray <flowable:string> outside a field is sheltered
    expect(sheltered.match(/zj-kept/g)?.length).toBe(1);
    expect(sheltered).toContain('<flowable:field name="x"><flowable:string>plain</flowable:string></flowable:field>');
    const { rootElement, warnings } = await new BpmnModdle(packages).fromXML(sheltered);
    expect(warnings).toEqual([]);
    const [process] = (rootElement as ModdleElement).get('rootElements') as [ModdleElement];
    const [task] = process.get('flowElements') as [ModdleElement];
    const [plain, expression] = (task.get('extensionElements') as { values: [ModdleElement, ModdleElement] }).values;
    expect(plain.get('string')).toBe('plain');
    expect((expression.get('expressionElement') as ModdleElement).get('value')).toBe('${a}');
    const saved = await openAndSave(xml);
    expect(saved).toContain('<flowable:string>plain</flowable:string>');
    expect(saved).toContain('<flowable:expression>${a}</flowable:expression>');
    expect(saved).toContain("<flowable:string>not a field's</flowable:string>");
  });

  it("writes one XML declaration where the browser's serializer writes its own (Chromium does, jsdom does not)", async () => {
    const serialize = XMLSerializer.prototype.serializeToString;
    const spy = vi.spyOn(XMLSerializer.prototype, 'serializeToString').mockImplementation(function (
      this: XMLSerializer,
      node: Node,
    ) {
      return `<?xml version="1.0" encoding="UTF-8"?>${serialize.call(this, node)}`;
    });
    try {
      const saved = await openAndSave(FLOWABLE_EXPORT);
      expect(saved.match(/<\?xml/g)).toHaveLength(1);
      expect(canonicalOf(saved)).toEqual(canonicalOf(FLOWABLE_EXPORT));
      const laidOut = await xmlForImport(ACTIVITI_NO_LAYOUT, moddleOptionsFor(ACTIVITI_NO_LAYOUT));
      expect(laidOut.match(/<\?xml/g)).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('changes only what the user changed', async () => {
    const saved = await openAndSave(FLOWABLE_EXPORT, (byId) => byId('deptReview').set('name', '部门负责人审批'));
    const before = canonicalOf(FLOWABLE_EXPORT);
    const after = canonicalOf(saved);
    const process = (tree: Canonical) => tree.children.find((child) => child.name.endsWith('}process')) as Canonical;
    const task = (tree: Canonical) =>
      process(tree).children.find((child) => child.attributes['{}id'] === 'deptReview') as Canonical;
    expect(task(after).attributes['{}name']).toBe('部门负责人审批');
    task(after).attributes['{}name'] = task(before).attributes['{}name'] as string;
    expect(after).toEqual(before);
  });

  it('leaves out the isMarkerVisible bpmn-js gives on import to a gateway shape that had none', () => {
    const markerless = markerlessShapes(FLOWABLE_EXPORT);
    expect(markerless.has('BPMNShape_decide')).toBe(true);
    const exported = FLOWABLE_EXPORT.replace(
      'id="BPMNShape_decide"',
      'id="BPMNShape_decide" isMarkerVisible="true"',
    ).replace(
      '</bpmndi:BPMNPlane>',
      '<bpmndi:BPMNShape id="Gateway_new_di" bpmnElement="Gateway_new" isMarkerVisible="true"/></bpmndi:BPMNPlane>',
    );
    const saved = restoreUnknown(exported, markerless);
    expect(saved).not.toMatch(/id="BPMNShape_decide"[^>]*isMarkerVisible/);
    // a gateway drawn in the designer keeps it
    expect(saved).toContain('isMarkerVisible="true"');
    expect(restoreUnknown(exported)).toBe(exported);
    // without a shelter to undo, the text stays as moddle wrote it
    const plain = '<bpmndi:BPMNShape id="a" bpmnElement="g" isMarkerVisible="true">\n  <dc:Bounds x="1" />';
    expect(restoreUnknown(plain, new Set(['a']))).toBe(
      '<bpmndi:BPMNShape id="a" bpmnElement="g">\n  <dc:Bounds x="1" />',
    );
  });

  it('without the shelter moddle would drop them (the test can fail)', async () => {
    const packages = moddleOptionsFor(FLOWABLE_EXPORT);
    const moddle = new BpmnModdle(packages);
    const { rootElement } = await moddle.fromXML(FLOWABLE_EXPORT);
    const plain = (await moddle.toXML(rootElement, { format: true })).xml;
    expect(plain).not.toContain('customResource');
    expect(canonicalOf(plain)).not.toEqual(canonicalOf(FLOWABLE_EXPORT));
    expect(shelterUnknown(FLOWABLE_EXPORT, packages)).toContain('zj-kept');
  });
});

describe('a file without diagram layout (issue 25)', () => {
  it('opens laid out by bpmn-auto-layout: a shape for every node, an edge for every flow, the model unchanged', async () => {
    expect(hasLayout(ACTIVITI_NO_LAYOUT)).toBe(false);
    const laidOut = await xmlForImport(ACTIVITI_NO_LAYOUT, moddleOptionsFor(ACTIVITI_NO_LAYOUT));
    expect(hasLayout(laidOut)).toBe(true);
    const document = new DOMParser().parseFromString(laidOut, 'application/xml');
    const DI = 'http://www.omg.org/spec/BPMN/20100524/DI';
    const shapes = Array.from(document.getElementsByTagNameNS(DI, 'BPMNShape')).map((s) =>
      s.getAttribute('bpmnElement'),
    );
    const edges = Array.from(document.getElementsByTagNameNS(DI, 'BPMNEdge')).map((e) => e.getAttribute('bpmnElement'));
    expect(shapes.sort()).toEqual(['decision', 'managerApproval', 'rejected', 'theEnd', 'theStart']);
    expect(edges.sort()).toEqual(['flow1', 'flow2', 'flow3', 'flow4']);
    const saved = await openAndSave(ACTIVITI_NO_LAYOUT);
    const processOf = (xml: string) =>
      canonicalOf(xml).children.find((child) => child.name.endsWith('}process')) as Canonical;
    expect(processOf(saved)).toEqual(processOf(ACTIVITI_NO_LAYOUT));
  });

  it('keeps a file with layout as it is', async () => {
    expect(hasLayout(FLOWABLE_EXPORT)).toBe(true);
    expect(await xmlForImport(FLOWABLE_EXPORT, {})).toBe(FLOWABLE_EXPORT);
  });
});
