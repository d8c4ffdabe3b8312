import { EXTENSION_PREFIXES, type ExtensionPrefix } from '@zj/contract/bpmn';

/** moddle's registry look-up (throws or answers nothing for an unknown type). */
interface TypeLookup {
  getType?(name: string): unknown;
}

/**
 * The model's extension prefix: the namespace `moddleOptionsFor` registered in full (its
 * attribute types exist), `flowable` by default (spec 02 §9).
 */
export function modelPrefix(moddle: TypeLookup): ExtensionPrefix {
  for (const prefix of EXTENSION_PREFIXES) {
    try {
      if (moddle.getType?.(`${prefix}:Assignable`)) return prefix;
    } catch {
      // not registered in full
    }
  }
  return 'flowable';
}
