import { moddleOptionsFor } from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import type { ModdleElement } from '../../designer/panel/rules/types.ts';
import { hasLayout, restoreUnknown, shelterUnknown, xmlForImport } from '../modeler/keep-xml.ts';
import ACTIVITI_NO_LAYOUT from './fixtures/activiti-no-layout.bpmn20.xml?raw';
import FLOWABLE_EXPORT from './fixtures/flowable-modeler-keep.bpmn20.xml?raw';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
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
