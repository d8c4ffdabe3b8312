// The real type of an upload: an IFC is STEP text (ISO 10303-21) whose header names an IFC schema.
import type { IfcSchema } from './conversion-types.ts';

export type SniffResult =
  | { ok: true; schema: IfcSchema }
  | { ok: false; reason: 'notStep' | 'noSchema' | 'unsupportedSchema' };

/** How many bytes of the file's start `sniffIfc` wants (a header is a few hundred bytes; some exporters write long ones). */
export const SNIFF_BYTES = 64 * 1024;

/**
 * The schema identifiers web-ifc reads, by family: IFC2X3 (and its TC1), IFC4 (and its addenda),
 * IFC4X3 (and its release candidates and addenda). IFC2X2, IFC4X1 and IFC4X2 are not read.
 */
function schemaOf(identifier: string): IfcSchema | null {
  const id = identifier.trim().toUpperCase();
  if (/^IFC2X3(_TC1|_FINAL)?$/.test(id)) return 'IFC2X3';
  if (/^IFC4(_ADD[12](_TC1)?)?$/.test(id)) return 'IFC4';
  if (/^IFC4X3(_RC[1-4]|_ADD[12]|_TC1)?$/.test(id)) return 'IFC4X3';
  return null;
}

/** Reads the first bytes: an IFC is STEP text starting `ISO-10303-21;` with a FILE_SCHEMA line. */
export function sniffIfc(head: Buffer): SniffResult {
  // A UTF-8 byte order mark and leading blank lines are tolerated; anything else before the magic is not STEP.
  const text = head
    .subarray(0, SNIFF_BYTES)
    .toString('latin1')
    .replace(/^\uFEFF|^\u00EF\u00BB\u00BF/, '');
  if (!/^\s*ISO-10303-21\s*;/.test(text)) return { ok: false, reason: 'notStep' };
  const headerEnd = text.search(/\bDATA\s*[;(]/);
  const header = (headerEnd === -1 ? text : text.slice(0, headerEnd)).replace(/\/\*[\s\S]*?\*\//g, '');
  const match = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(header);
  if (!match) return { ok: false, reason: 'noSchema' };
  const schema = schemaOf(match[1] as string);
  return schema ? { ok: true, schema } : { ok: false, reason: 'unsupportedSchema' };
}
