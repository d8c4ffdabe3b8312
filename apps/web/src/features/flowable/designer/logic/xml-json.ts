/** One XML element as the JSON preview shows it. */
export interface XmlNode {
  name: string;
  attributes?: Record<string, string>;
  text?: string;
  children?: XmlNode[];
}

function toNode(element: Element): XmlNode {
  const node: XmlNode = { name: element.tagName };
  if (element.attributes.length > 0) {
    node.attributes = {};
    for (const attribute of Array.from(element.attributes)) node.attributes[attribute.name] = attribute.value;
  }
  const children = Array.from(element.children).map(toNode);
  if (children.length > 0) node.children = children;
  else if (element.textContent?.trim()) node.text = element.textContent.trim();
  return node;
}

/** The model as JSON (the "preview JSON" dialog): elements with their attributes, children and text. */
export function xmlToJson(xml: string): string {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(error.textContent ?? 'XML parse error');
  return JSON.stringify(toNode(document.documentElement), null, 2);
}
