/** Spec 02 §9: generated random ids have 8 characters (letters and digits). */
export const RANDOM_ID_LENGTH = 8;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 8 random letters/digits from the platform's crypto source. */
export function randomId(length = RANDOM_ID_LENGTH): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** The id of a new blank diagram's process: `Process_` + the time in milliseconds. */
export const newProcessId = (now = Date.now()) => `Process_${now}`;

/** bpmn-js's id registry (moddle's `ids`), the part the designer uses. */
export interface IdRegistry {
  nextPrefixed(prefix: string, element?: unknown): string;
  assigned(id: string): unknown;
  claim(id: string, element: unknown): void;
}

/**
 * Makes a modeler's new element ids `prefix` + 8 random characters (`Activity_k3x9q0ab`), never
 * one already in the diagram; everything else of the registry is kept.
 */
export function withRandomIds(ids: IdRegistry, random: () => string = randomId): IdRegistry {
  ids.nextPrefixed = (prefix, element) => {
    let id = `${prefix}${random()}`;
    while (ids.assigned(id)) id = `${prefix}${random()}`;
    ids.claim(id, element ?? true);
    return id;
  };
  return ids;
}
