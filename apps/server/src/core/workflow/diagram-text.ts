/**
 * Text for the diagram renderer: escaping (element names are user input and land in SVG) and
 * line wrapping without font metrics (CJK characters count one em, Latin about half of one).
 */

/** The diagram's font: Noto Sans CJK covers Chinese (Debian's fonts-noto-cjk), then the usual fallbacks. */
export const DIAGRAM_FONT_FAMILY =
  "'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif";
export const FONT_SIZE = 12;
export const LINE_HEIGHT = Math.round(FONT_SIZE * 1.25);

/** Longest text a label shows; longer names end in an ellipsis. */
const MAX_CHARS = 300;
const ELLIPSIS = '…';

// Characters XML 1.0 does not allow (a renderer refuses the whole document on one of them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the ones removed
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text content or attribute value, safe inside SVG (`<script>` stays text). */
export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Width of one character in em: wide (CJK, full-width) 1, Latin by its rough shape. */
function charEm(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1;
  if (ch === ' ') return 0.3;
  if (/[iljtfrI.,:;!|'`()[\]]/.test(ch)) return 0.32;
  if (/[mwMW@%]/.test(ch)) return 0.85;
  if (/[A-Z0-9#&]/.test(ch)) return 0.64;
  return 0.55;
}

export function textWidth(text: string, fontSize = FONT_SIZE): number {
  let em = 0;
  for (const ch of text) em += charEm(ch);
  return em * fontSize;
}

/** Breakable pieces: a wide character alone, a Latin word with the spaces after it. */
function tokens(text: string): string[] {
  return text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+\s*|\s+/g) ?? [];
}

/**
 * The lines of `text` wrapped to `width` (a word longer than a line is cut), at most `maxLines`:
 * the last one shown ends in an ellipsis when text was left out.
 */
export function wrapText(text: string, width: number, maxLines: number, fontSize = FONT_SIZE): string[] {
  const clean = text.replace(INVALID_XML, '').replace(/\s+/g, ' ').trim();
  const source = clean.length > MAX_CHARS ? `${clean.slice(0, MAX_CHARS)}${ELLIPSIS}` : clean;
  if (!source || maxLines < 1) return [];
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
  };
  for (const token of tokens(source)) {
    if (textWidth(line + token.trimEnd(), fontSize) <= width) {
      line += token;
      continue;
    }
    push();
    // A token wider than the line is cut character by character.
    for (const ch of token) {
      if (line && textWidth(line + ch, fontSize) > width) push();
      line += ch;
    }
  }
  push();
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && textWidth(last + ELLIPSIS, fontSize) > width) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = last + ELLIPSIS;
  return kept;
}
