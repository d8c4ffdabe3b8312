/** The DOM reading and writing of BPMN files the designer's import and export share. */
export const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
export const BPMNDI = 'http://www.omg.org/spec/BPMN/20100524/DI';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * The document as text, with an XML declaration when `like` (the text it was read from) has one.
 * Browsers differ: Chromium's serializer writes the declaration of a parsed document itself,
 * jsdom's does not; a second one would make the file unreadable.
 */
export function serialize(document: Document, like: string): string {
  const text = new XMLSerializer().serializeToString(document).replace(/^<\?xml[^>]*\?>\s*/, '');
  return like.trimStart().startsWith('<?xml') ? `${DECLARATION}\n${text}` : text;
}

/** The parsed document, or null when the text is not well-formed XML. */
export function parse(xml: string): Document | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  return document.getElementsByTagName('parsererror').length > 0 ? null : document;
}
