/**
 * What the bytes of an upload really are. Every accepted extension belongs to a family with a
 * signature (magic bytes); an upload whose content does not match its extension is refused, so
 * an executable renamed to .pdf never gets stored. Text has no signature: it must be valid
 * UTF-8 without NUL bytes.
 */
export type Family = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'cfb' | 'zip' | 'text' | 'xml';

export interface FileType {
  family: Family;
  /** Served Content-Type: never text/html or anything a browser would run. */
  mime: string;
  /** Shown in the browser (images, pdf) rather than downloaded. */
  inline: boolean;
}

export const FILE_TYPES: Record<string, FileType> = {
  pdf: { family: 'pdf', mime: 'application/pdf', inline: true },
  png: { family: 'png', mime: 'image/png', inline: true },
  jpg: { family: 'jpeg', mime: 'image/jpeg', inline: true },
  jpeg: { family: 'jpeg', mime: 'image/jpeg', inline: true },
  gif: { family: 'gif', mime: 'image/gif', inline: true },
  webp: { family: 'webp', mime: 'image/webp', inline: true },
  bmp: { family: 'bmp', mime: 'image/bmp', inline: true },
  doc: { family: 'cfb', mime: 'application/msword', inline: false },
  xls: { family: 'cfb', mime: 'application/vnd.ms-excel', inline: false },
  ppt: { family: 'cfb', mime: 'application/vnd.ms-powerpoint', inline: false },
  docx: {
    family: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
  },
  xlsx: { family: 'zip', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false },
  pptx: {
    family: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    inline: false,
  },
  txt: { family: 'text', mime: 'text/plain; charset=utf-8', inline: false },
  // BCF (BIM Collaboration Format) files are zips.
  bcf: { family: 'zip', mime: 'application/octet-stream', inline: false },
  bcfzip: { family: 'zip', mime: 'application/octet-stream', inline: false },
  // MS Project XML (MSPDI) files to import into a plan: served as a download, never rendered.
  xml: { family: 'xml', mime: 'application/xml', inline: false },
};

const SIGNATURES: Array<{ family: Family; offset: number; bytes: number[] }> = [
  { family: 'pdf', offset: 0, bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { family: 'png', offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { family: 'jpeg', offset: 0, bytes: [0xff, 0xd8, 0xff] },
  { family: 'gif', offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { family: 'webp', offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] }, // RIFF....WEBP (RIFF checked below)
  { family: 'bmp', offset: 0, bytes: [0x42, 0x4d] }, // BM
  { family: 'cfb', offset: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE compound file
  { family: 'zip', offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\3\4 (Office Open XML)
];

const RIFF = [0x52, 0x49, 0x46, 0x46];
const at = (head: Uint8Array, offset: number, bytes: number[]) => bytes.every((b, i) => head[offset + i] === b);

/** Bytes of the head that detection reads. */
export const HEAD_BYTES = 16;

/** The binary family of a file from its first bytes, if it has a known signature. */
export function detectFamily(head: Uint8Array): Family | undefined {
  for (const s of SIGNATURES) {
    if (s.family === 'webp' && !at(head, 0, RIFF)) continue;
    if (at(head, s.offset, s.bytes)) return s.family;
  }
  return undefined;
}

/** Bytes of the head that the XML sniff reads. */
export const XML_HEAD_BYTES = 512;

/**
 * Whether a file's head is XML: after an optional byte-order mark (UTF-8, UTF-16 LE or BE) and
 * white space, an XML declaration `<?xml` or a `<Project` root (MS Project writes files with
 * either). Anything else — HTML, a script, binary — is not.
 */
export function isXmlHead(head: Uint8Array): boolean {
  let text: string;
  if (head[0] === 0xff && head[1] === 0xfe)
    text = new TextDecoder('utf-16le').decode(head.subarray(2, head.length - (head.length % 2)));
  else if (head[0] === 0xfe && head[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(head.subarray(2, head.length - (head.length % 2)));
  else if (head[0] === 0x3c && head[1] === 0x00)
    text = new TextDecoder('utf-16le').decode(head.subarray(0, head.length - (head.length % 2)));
  else if (head[0] === 0x00 && head[1] === 0x3c)
    text = new TextDecoder('utf-16be').decode(head.subarray(0, head.length - (head.length % 2)));
  else
    text = new TextDecoder('utf-8').decode(
      head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head,
    );
  const start = text.replace(/^[\s]+/, '');
  return start.startsWith('<?xml') || /^<Project[\s>]/.test(start);
}

/** The extension a file of an image family is stored under when its name says another type. */
export const IMAGE_EXTENSION: Partial<Record<Family, string>> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
};

/**
 * Characters a file name never keeps: C0 and C1 controls, DEL, and the bidirectional controls
 * (marks, embeddings, overrides, isolates) with which `invoice\u202Efdp.exe` shows as
 * `invoiceexe.pdf`. Letters of right-to-left scripts are not controls and stay.
 */
const isNameControl = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x061c ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

/** The user's file name without any path and without control characters, at most 255 characters. */
export function cleanFileName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const kept = [...base].filter((c) => !isNameControl(c.codePointAt(0) ?? 0));
  return kept.slice(-255).join('') || 'file';
}

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Streams text through a strict UTF-8 decoder; false at the first NUL byte or invalid sequence. */
export async function isPlainText(chunks: AsyncIterable<Buffer>): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of chunks) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}
