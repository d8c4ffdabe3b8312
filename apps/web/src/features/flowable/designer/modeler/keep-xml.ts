import { type ModdlePackage, moddleOptionsFor } from '@zj/contract/bpmn';
import { hasLayout, withLayout } from '@/shared/bpmn/auto-layout.ts';
import { BPMNDI, parse, serialize } from '@/shared/bpmn/xml-dom.ts';

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

/** What moddle reads of one extension namespace: its element names (tag aliases) and, by type, the child elements each type holds. */
interface KnownNamespace {
  /** Its concrete types' local names by tag alias (`field` → `Field`). */
  types: Map<string, string>;
  /** By tag alias, the child elements its type reads: by property name (`field` → `string`) or by local type name (`field` → `Expression`). */
  children: Map<string, { names: Set<string>; types: Set<string> }>;
}

/**
 * A name without its prefix. moddle rewrites the descriptors it is given in place (a property
 * `string` becomes `flowable:string` once a Modeler has been created), so both spellings occur.
 */
const local = (name: string) => name.slice(name.indexOf(':') + 1);
const tagAlias = (typeName: string) => local(typeName).charAt(0).toLowerCase() + local(typeName).slice(1);

/** What moddle knows of each package's URI. */
function knownNamespaces(packages: Record<string, ModdlePackage>): Map<string, KnownNamespace> {
  const known = new Map<string, KnownNamespace>();
  for (const pkg of Object.values(packages)) {
    const types = new Map<string, string>();
    const children = new Map<string, { names: Set<string>; types: Set<string> }>();
    for (const type of pkg.types) {
      if (type.isAbstract) continue;
      const alias = tagAlias(type.name);
      types.set(alias, local(type.name));
      const elements = type.properties.filter((property) => !property.isAttr && !property.isBody);
      children.set(alias, {
        names: new Set(elements.map((property) => local(property.name))),
        types: new Set(elements.map((property) => local(property.type))),
      });
    }
    known.set(pkg.uri, { types, children });
  }
  return known;
}

/**
 * Whether moddle reads `element` (of a namespace it knows) or drops it. Inside an element of its
 * own namespace it must be one of that type's child properties, by name (`<flowable:string>` in
 * `<flowable:field>`) or by type (`<flowable:expression>`); elsewhere (extension elements) it must
 * name a type of the namespace.
 */
function understood(element: Element, namespace: KnownNamespace): boolean {
  const parent = element.parentElement;
  const ownType = namespace.types.get(element.localName);
  if (parent && parent.namespaceURI === element.namespaceURI) {
    const holds = namespace.children.get(parent.localName);
    if (!holds) return false; // its parent is sheltered itself
    return holds.names.has(element.localName) || (ownType !== undefined && holds.types.has(ownType));
  }
  return ownType !== undefined;
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
  const known = knownNamespaces(packages);
  const unknown = Array.from(document.getElementsByTagName('*')).filter((element) => {
    const namespace = element.namespaceURI ? known.get(element.namespaceURI) : undefined;
    return namespace !== undefined && !understood(element, namespace);
  });
  // outermost first: an unknown element's descendants travel with it
  const outermost = unknown.filter((element) => !unknown.some((other) => other !== element && other.contains(element)));
  if (outermost.length === 0) return xml;
  for (const element of outermost) {
    const prefix = `${element.prefix ?? 'ext'}${SHELTER_PREFIX}`;
    renamed(element, `${element.namespaceURI}${SHELTER}`, prefix);
  }
  return serialize(document, xml);
}

/**
 * The exported XML without the `isMarkerVisible` bpmn-js gives on import to the gateway shapes
 * (`markerless`, their DI ids) that had none: Flowable's and Activiti's modelers never write it,
 * and the designer offers no way to change it. Only those attributes go; the text stays as moddle wrote it.
 */
function withoutAddedMarkers(xml: string, markerless: ReadonlySet<string>): string {
  if (markerless.size === 0 || !xml.includes('isMarkerVisible')) return xml;
  return xml.replace(/<([\w-]+:)?BPMNShape\s[^>]*>/g, (tag) => {
    const id = /\sid="([^"]*)"/.exec(tag)?.[1];
    return id !== undefined && markerless.has(id) ? tag.replace(/\sisMarkerVisible="true"/, '') : tag;
  });
}

/**
 * The exported XML with the sheltered elements back in their own namespace and prefix, and the
 * markers bpmn-js added left out ({@link withoutAddedMarkers}).
 */
export function restoreUnknown(exported: string, markerless: ReadonlySet<string> = new Set()): string {
  const xml = withoutAddedMarkers(exported, markerless);
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
  return serialize(document, xml);
}

/** The DI ids of the shapes without `isMarkerVisible` (what {@link restoreUnknown} leaves so). */
export function markerlessShapes(xml: string): Set<string> {
  const document = parse(xml);
  const shapes = document ? Array.from(document.getElementsByTagNameNS(BPMNDI, 'BPMNShape')) : [];
  return new Set(
    shapes.filter((shape) => !shape.hasAttribute('isMarkerVisible')).map((shape) => shape.getAttribute('id') ?? ''),
  );
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

/** By modeler, the shapes of the file it last imported that had no `isMarkerVisible`. */
const importedMarkerless = new WeakMap<XmlModeler, Set<string>>();

/** Imports a file into the modeler, laid out when it has no layout and with nothing dropped. */
export async function importKeeping(modeler: XmlModeler, xml: string): Promise<void> {
  const prepared = await xmlForImport(xml, moddleOptionsFor(xml));
  importedMarkerless.set(modeler, markerlessShapes(prepared));
  await modeler.importXML(prepared);
}

/** The modeler's XML with the sheltered elements back where they came from. */
export async function exportKeeping(modeler: XmlModeler): Promise<string | undefined> {
  const { xml } = await modeler.saveXML({ format: true });
  return xml === undefined ? undefined : restoreUnknown(xml, importedMarkerless.get(modeler));
}
