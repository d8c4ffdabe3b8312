import { MODEL_MAX_BYTES, MODEL_MAX_MB } from '@zj/contract';
import { i18n, tm } from '@/shared/i18n/index.ts';
import { extensionOf } from '@/shared/ui/upload/upload-rules.ts';
import '../../bim-texts.ts';

/** How many bytes of the file are read to find the STEP header and its FILE_SCHEMA line. */
export const HEAD_BYTES = 64 * 1024;

const STEP_MAGIC = 'ISO-10303-21;';

/** Why a chosen file is refused before anything is sent, in the user's language; null: it may go. */
export type IfcRefusal = string | null;

/**
 * What the head of a file says: an IFC is STEP text that starts `ISO-10303-21;` (after an optional
 * byte-order mark and blank lines) and names its schema in a FILE_SCHEMA line of the header.
 */
export function sniffHead(head: string): 'ok' | 'notStep' | 'noSchema' {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith(STEP_MAGIC)) return 'notStep';
  return /FILE_SCHEMA\s*\(/i.test(text) ? 'ok' : 'noSchema';
}

/**
 * The checks of a model file before upload, in the order of the spec's upload rules: the type (the
 * extension .ifc), the size (at most MODEL_MAX_MB), then the real type (the first bytes).
 */
export async function checkIfcFile(file: Blob & { name: string }): Promise<IfcRefusal> {
  if (extensionOf(file.name) !== 'ifc') return tm('upload.badType', { types: 'ifc' });
  if (file.size > MODEL_MAX_BYTES) return tm('upload.tooLarge', { n: MODEL_MAX_MB });
  if (file.size === 0) return i18n.t('bim.emptyFile');
  const sniffed = sniffHead(await file.slice(0, HEAD_BYTES).text());
  if (sniffed === 'notStep') return i18n.t('bim.notIfc');
  if (sniffed === 'noSchema') return i18n.t('bim.noSchema');
  return null;
}
