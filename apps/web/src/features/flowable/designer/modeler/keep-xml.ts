import { type ModdlePackage, moddleOptionsFor } from '@zj/contract/bpmn';
import { layoutProcess } from 'bpmn-auto-layout';

/**
 * What the designer does not model, it keeps. moddle drops an element of a namespace it knows
 * (flowable, activiti, camunda) whose type it does not know (`flowable:customResource`,
 * `flowable:historyLevel`, a collection handler's `flowable:collection`, …): before import such an
 * element moves, whole, into a sheltering namespace moddle does not know (it then keeps it as a
 * generic element: attributes, children, text), and after export it moves back. Elements of
 * namespaces moddle does not know at all (`design:`, `modeler:`) and unknown attributes are kept
 * by moddle itself.
 */
const SHELTER = '#zj-kept';
const SHELTER_PREFIX = '_kept';

/** The element names (tag aliases) each package's URI knows. */
function knownNames(packages: Record<string, ModdlePackage>): Map<string, Set<string>> {
  const known = new Map<string, Set<string>>();
  for (const pkg of Object.values(packages)) {
    const names = new Set(
      pkg.types.filter((type) => !type.isAbstract).map((type) => type.name[0]?.toLowerCase() + type.name.slice(1)),
    );
    known.set(pkg.uri, names);
  }
  return known;
}

function parse(xml: string): Document | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  return document.getElementsByTagName('parsererror').length > 0 ? null : document;
}

/** A copy of `element` named `localName` in `uri` with `prefix`, holding its attributes and children. */
function renamed(element: Element, uri: string, prefix: string | null): Element {
  const copy = element.ownerDocument.createElementNS(
    uri,
    prefix ? `${prefix}:${element.localName}` : element.localName,
  );
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.value.endsWith(SHELTER)) continue; // the shelter's own namespace declaration
    if (attribute.namespaceURI) copy.setAttributeNS(attribute.namespaceURI, attribute.name, attribute.value);
    else copy.setAttribute(attribute.name, attribute.value);
  }
  while (element.firstChild) copy.appendChild(element.firstChild);
  element.replaceWith(copy);
  return copy;
}

/** The XML with every element moddle would drop moved into its sheltering namespace. */
export function shelterUnknown(xml: string, packages: Record<string, ModdlePackage>): string {
  const document = parse(xml);
  if (!document) return xml; // the import reports the parse error itself
  const known = knownNames(packages);
  const unknown = Array.from(document.getElementsByTagName('*')).filter((element) => {
    const names = element.namespaceURI ? known.get(element.namespaceURI) : undefined;
    return names !== undefined && !names.has(element.localName);
  });
  // outermost first: an unknown element's descendants travel with it
  const outermost = unknown.filter((element) => !unknown.some((other) => other !== element && other.contains(element)));
  if (outermost.length === 0) return xml;
  for (const element of outermost) {
    const prefix = `${element.prefix ?? 'ext'}${SHELTER_PREFIX}`;
    renamed(element, `${element.namespaceURI}${SHELTER}`, prefix);
  }
  return new XMLSerializer().serializeToString(document);
}

/** The exported XML with the sheltered elements back in their own namespace and prefix. */
export function restoreUnknown(xml: string): string {
  if (!xml.includes(SHELTER)) return xml;
  const document = parse(xml);
  if (!document) return xml;
  const sheltered = Array.from(document.getElementsByTagName('*')).filter((element) =>
    element.namespaceURI?.endsWith(SHELTER),
  );
  for (const element of sheltered) {
    const uri = (element.namespaceURI as string).slice(0, -SHELTER.length);
    const prefix =
      document.documentElement.lookupPrefix(uri) ??
      element.prefix?.replace(new RegExp(`${SHELTER_PREFIX}$`), '') ??
      null;
    renamed(element, uri, prefix);
  }
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name.startsWith('xmlns:') && attribute.value.endsWith(SHELTER))
        element.removeAttribute(attribute.name);
    }
  }
  const text = new XMLSerializer().serializeToString(document);
  return xml.startsWith('<?xml') ? `<?xml version="1.0" encoding="UTF-8"?>\n${text}` : text;
}

/** Whether the model carries diagram layout (a shape or an edge); bpmn-js cannot show one without. */
export function hasLayout(xml: string): boolean {
  return /<([\w-]+:)?BPMN(Shape|Edge)[\s>/]/.test(xml);
}

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const BPMNDI = 'http://www.omg.org/spec/BPMN/20100524/DI';

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
  const laidOut = parse(await layoutProcess(new XMLSerializer().serializeToString(copy)));
  const diagrams = laidOut ? Array.from(laidOut.getElementsByTagNameNS(BPMNDI, 'BPMNDiagram')) : [];
  for (const old of Array.from(document.getElementsByTagNameNS(BPMNDI, 'BPMNDiagram'))) old.remove();
  for (const diagram of diagrams) document.documentElement.appendChild(document.importNode(diagram, true));
  return new XMLSerializer().serializeToString(document);
}

/**
 * The XML the modeler imports: laid out by bpmn-auto-layout when the file has no diagram layout
 * (it keeps the model's elements and extensions), with what moddle would drop sheltered.
 */
export async function xmlForImport(xml: string, packages: Record<string, ModdlePackage>): Promise<string> {
  const laidOut = hasLayout(xml) ? xml : await withLayout(xml);
  return shelterUnknown(laidOut, packages);
}

/** The import and export of the bpmn-js Modeler (its own typing, trimmed to what is called). */
interface XmlModeler {
  importXML(xml: string): Promise<unknown>;
  saveXML(options: { format: boolean }): Promise<{ xml?: string }>;
}

/** Imports a file into the modeler, laid out when it has no layout and with nothing dropped. */
export async function importKeeping(modeler: XmlModeler, xml: string): Promise<void> {
  await modeler.importXML(await xmlForImport(xml, moddleOptionsFor(xml)));
}

/** The modeler's XML with the sheltered elements back where they came from. */
export async function exportKeeping(modeler: XmlModeler): Promise<string | undefined> {
  const { xml } = await modeler.saveXML({ format: true });
  return xml === undefined ? undefined : restoreUnknown(xml);
}
