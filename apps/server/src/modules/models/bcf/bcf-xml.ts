import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * The XML under BCF: a small element tree read with fast-xml-parser and written with its builder.
 * Reading never resolves an entity: a DOCTYPE (with its DTD, internal or external) is cut away
 * before parsing and only XML's five predefined entities and character references are decoded,
 * so XXE and entity expansion ("billion laughs") have nothing to work with. Namespace prefixes
 * are dropped (Revit and BIMcollab write `xmlns:xsi`/`xmlns:xsd`; some tools prefix elements).
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  /** The element's own text: its text nodes (decoded) and CDATA sections (as they are), in order. */
  text: string;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Decodes the predefined entities and character references; any other `&name;` stays as written. */
export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(
    /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name) return PREDEFINED[name] ?? whole;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    },
  );
}

/** The end of a DOCTYPE declaration starting at `start` (its internal subset and quoted strings skipped). */
function doctypeEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + 9; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']') depth = Math.max(0, depth - 1);
    else if (c === '>' && depth === 0) return i + 1;
  }
  return -1;
}

/** Cuts every DOCTYPE declaration out of the text; tells whether there was one. */
export function withoutDoctype(text: string): { text: string; hadDoctype: boolean } {
  let out = text;
  let hadDoctype = false;
  for (let at = out.indexOf('<!DOCTYPE'); at >= 0; at = out.indexOf('<!DOCTYPE')) {
    hadDoctype = true;
    const end = doctypeEnd(out, at);
    // An unterminated declaration: nothing after it can be trusted as markup.
    out = end < 0 ? out.slice(0, at) : out.slice(0, at) + out.slice(end);
  }
  return { text: out, hadDoctype };
}

const parser = new XMLParser({
  preserveOrder: true,
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '#cdata',
  commentPropName: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64,
});

type Ordered = Record<string, unknown>;

function toElement(node: Ordered): XmlElement | null {
  const name = Object.keys(node).find((k) => k !== ':@' && k !== '#text' && k !== '#cdata');
  if (!name) return null;
  const rawAttrs = (node[':@'] ?? {}) as Record<string, unknown>;
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(rawAttrs)) {
    // xmlns declarations carry no data; a prefixed attribute is read by its local name.
    if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
    attrs[key.includes(':') ? (key.split(':').pop() as string) : key] = decodeEntities(String(value));
  }
  const children: XmlElement[] = [];
  let text = '';
  for (const child of (node[name] ?? []) as Ordered[]) {
    if ('#text' in child) text += decodeEntities(String(child['#text']));
    else if ('#cdata' in child)
      text += ((child['#cdata'] ?? []) as Ordered[]).map((c) => String(c['#text'] ?? '')).join('');
    else {
      const element = toElement(child);
      if (element) children.push(element);
    }
  }
  return { name, attrs, children, text };
}

/** Parses a well-formed XML document into its root element, or throws. */
export function parseXml(source: string): { root: XmlElement; hadDoctype: boolean } {
  const { text, hadDoctype } = withoutDoctype(source.replace(/^\uFEFF/, ''));
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`not well-formed XML: ${valid.err.msg}`);
  const nodes = parser.parse(text) as Ordered[];
  for (const node of nodes) {
    const root = toElement(node);
    if (root) return { root, hadDoctype };
  }
  throw new Error('no root element');
}

// ---- reading helpers -------------------------------------------------------------------------

export const child = (e: XmlElement | null | undefined, name: string): XmlElement | null =>
  e?.children.find((c) => c.name === name) ?? null;

export const childrenNamed = (e: XmlElement | null | undefined, name: string): XmlElement[] =>
  e ? e.children.filter((c) => c.name === name) : [];

/** A child's text, trimmed; null when the child is absent or empty. */
export function childText(e: XmlElement | null | undefined, name: string, trim = true): string | null {
  const c = child(e, name);
  if (!c) return null;
  const value = trim ? c.text.trim() : c.text;
  return value === '' ? null : value;
}

// ---- writing ---------------------------------------------------------------------------------

export interface XmlOut {
  name: string;
  attrs?: Record<string, string | number | boolean | null | undefined>;
  children?: (XmlOut | null | undefined | false)[];
  text?: string | number | boolean | null;
}

/** Characters XML 1.0 cannot carry are dropped; line ends become \n (what every parser reads back). */
export function xmlSafe(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly the characters XML 1.0 cannot carry
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
  );
}

/** An xs:double: finite numbers as JavaScript writes them (1e-7 is valid xs:double). */
export const xmlNumber = (n: number): string => (Number.isFinite(n) ? String(Object.is(n, -0) ? 0 : n) : '0');

function toOrdered(e: XmlOut): Ordered {
  const children: Ordered[] = [];
  if (e.text !== undefined && e.text !== null) children.push({ '#text': xmlSafe(String(e.text)) });
  for (const c of e.children ?? []) if (c) children.push(toOrdered(c));
  const node: Ordered = { [e.name]: children };
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(e.attrs ?? {}))
    if (value !== undefined && value !== null) attrs[key] = xmlSafe(String(value));
  if (Object.keys(attrs).length > 0) node[':@'] = attrs;
  return node;
}

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
});

/** A UTF-8 XML document with its declaration, two-space indented, attributes in the order given. */
export function xmlDocument(root: XmlOut): string {
  const declaration = { '?xml': [{ '#text': '' }], ':@': { version: '1.0', encoding: 'UTF-8' } };
  const body = builder.build([declaration, toOrdered(root)]) as string;
  return `${body.trim()}\n`;
}
