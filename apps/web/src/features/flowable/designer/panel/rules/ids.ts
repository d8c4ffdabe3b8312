const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Generated random ids have 8 characters (spec 02 §9); they start with a letter (valid XML ids). */
export function randomId(random: () => number = Math.random): string {
  let id = ALPHABET[Math.floor(random() * 26)] ?? 'a';
  while (id.length < 8) id += ALPHABET[Math.floor(random() * ALPHABET.length)] ?? '0';
  return id;
}
