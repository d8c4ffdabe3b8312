// IFC GlobalIds: 22 characters of IFC's base-64 alphabet (128 bits). Element rows are keyed by
// (version, GlobalId), so every converted element needs a valid one, unique in its model.
import { createHash } from 'node:crypto';

const IFC_GUID_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';
const VALID = /^[0-3][0-9A-Za-z_$]{21}$/;

/** A stable GlobalId from a seed: the first 128 bits of its SHA-256 in IFC's alphabet. */
export function ifcGuidFrom(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest().subarray(0, 16);
  let value = BigInt(`0x${bytes.toString('hex')}`);
  const chars: string[] = [];
  for (let i = 0; i < 22; i++) {
    chars.push(IFC_GUID_CHARS[Number(value & 63n)] as string);
    value >>= 6n;
  }
  return chars.reverse().join('');
}

export const isIfcGuid = (value: string): boolean => VALID.test(value);

/**
 * Gives every item a valid GlobalId unique among them, in place: the first item with a valid id
 * keeps it; a repeated or malformed one (bad exporters write both) is replaced by an id derived
 * from the original text and its rank among the items sharing it — the same in the next revision
 * of the file if the exporter repeats itself. Returns how many were replaced.
 */
export function ensureUniqueGlobalIds(items: { globalId: string }[]): number {
  const taken = new Set<string>();
  const rank = new Map<string, number>();
  const replace: { globalId: string }[] = [];
  for (const item of items) {
    if (isIfcGuid(item.globalId) && !taken.has(item.globalId)) taken.add(item.globalId);
    else replace.push(item);
  }
  for (const item of replace) {
    const original = item.globalId;
    let n = rank.get(original) ?? 0;
    let id: string;
    do id = ifcGuidFrom(`${original}#${++n}`);
    while (taken.has(id));
    rank.set(original, n);
    taken.add(id);
    item.globalId = id;
  }
  return replace.length;
}
