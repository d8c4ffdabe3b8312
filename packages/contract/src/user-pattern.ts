import { RE2JS } from 're2js';

/**
 * The `pattern` rules of form fields are written by administrators and run on every submitted
 * value, in the browser and on the server. JavaScript's RegExp backtracks: `^\d*\d*\d*\d*x$` on 42
 * digits blocks a process for seconds. So user patterns are never given to RegExp: they run on
 * re2js (a port of RE2), whose matching is linear in the value's length whatever the pattern.
 * RE2 knows no back-references and no lookarounds; a schema using them is refused when saved.
 *
 * The pattern keeps JavaScript's meaning where the two differ only in spelling: `\uXXXX` (a
 * surrogate pair as one code point) is read as RE2's `\x{XXXX}`. Like `RegExp.prototype.test`
 * the match is unanchored (a pattern anchors itself with `^…$`).
 */

/** The longest pattern a form field may have (characters). */
export const FORM_PATTERN_MAX = 500;

const CACHE_MAX = 256;
/** Compiled patterns (null: does not compile), the oldest dropped first. */
const compiled = new Map<string, RE2JS | null>();

const HEX4 = /^[0-9a-fA-F]{4}$/;

/** JavaScript's `\uXXXX` escapes in RE2's spelling; every other character as it is. */
function re2Syntax(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const hex = pattern.slice(i + 2, i + 6);
    if (pattern[i + 1] !== 'u' || !HEX4.test(hex)) {
      out += pattern.slice(i, i + 2);
      i++;
      continue;
    }
    let code = Number.parseInt(hex, 16);
    i += 5;
    const low = pattern.slice(i + 3, i + 7);
    if (code >= 0xd800 && code <= 0xdbff && pattern.slice(i + 1, i + 3) === '\\u' && HEX4.test(low)) {
      const next = Number.parseInt(low, 16);
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
        i += 6;
      }
    }
    out += `\\x{${code.toString(16)}}`;
  }
  return out;
}

/** The pattern compiled by re2js, or null when RE2 cannot run it (bad syntax, back-references, lookarounds, too long). */
export function compileUserPattern(pattern: string): RE2JS | null {
  const known = compiled.get(pattern);
  if (known !== undefined) return known;
  let result: RE2JS | null = null;
  if (pattern.length <= FORM_PATTERN_MAX) {
    try {
      result = RE2JS.compile(re2Syntax(pattern));
    } catch {
      result = null;
    }
  }
  if (compiled.size >= CACHE_MAX) compiled.delete(compiled.keys().next().value as string);
  compiled.set(pattern, result);
  return result;
}

/**
 * Does the value match an administrator's pattern (anywhere, like RegExp's test)? In time linear
 * in the value's length. A pattern RE2 cannot run matches nothing: the value is refused rather
 * than let through unchecked (only a form saved before this check can hold one).
 */
export function matchesUserPattern(pattern: string, value: string): boolean {
  return compileUserPattern(pattern)?.test(value) ?? false;
}
