import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { n } from './diagram-shapes.ts';
import { DIAGRAM_FONT_FAMILY, escapeXml, FONT_SIZE } from './diagram-text.ts';

/**
 * Text of a diagram's SVG as glyph outlines, for the PNG. resvg-js 2.6 reads the whole font file
 * again for every glyph it outlines (the Noto CJK collection is 19 MB: a few milliseconds a
 * glyph), so each character is outlined once per process and font set, and the SVG handed to
 * the rasteriser carries paths only. Characters seen for the first time are outlined a dozen at
 * a time by resvg (synchronous: the event loop gets a turn between batches); a wide (CJK)
 * character advances one em, the advance of any other is measured from its outline doubled.
 */

type FontOption = NonNullable<ResvgRenderOptions['font']>;
interface Glyph {
  /** The outline with its origin (pen position on the baseline) at 0,0; '' for none. */
  d: string;
  advance: number;
}

/** Characters per font set (the key lists the font files, '*' for the system's). */
const glyphSets = new Map<string, Map<string, Glyph>>();
/** A font set keeps at most this many characters; past it, it starts over. */
const MAX_GLYPHS = 6000;
/** Characters outlined by one resvg call (a few milliseconds each). */
const LEARN_BATCH = 12;
/** Distance between the characters of one outlining call, in SVG units (wider than any glyph). */
const SLOT = 200;

const isWide = (ch: string) => (ch.codePointAt(0) ?? 0) >= 0x2e80;
const isSpace = (ch: string) => /\s/.test(ch);

/** The x of every coordinate pair of an absolute path (as usvg writes them: M, L, Q, C, Z). */
function coordinates(d: string): Array<{ x: number; y: number }> {
  const numbers = d.match(/-?[\d.]+(?:e-?\d+)?/g)?.map(Number) ?? [];
  const out: Array<{ x: number; y: number }> = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) out.push({ x: numbers[i] as number, y: numbers[i + 1] as number });
  return out;
}

/** The path moved by -dx, -dy (every command of usvg's output takes absolute x y pairs). */
function shift(d: string, dx: number, dy: number): string {
  let even = true;
  return d.replace(/[A-Za-z]|-?[\d.]+(?:e-?\d+)?/g, (token) => {
    if (/^[A-Za-z]$/.test(token)) {
      even = true;
      return token;
    }
    const value = Number(token) - (even ? dx : dy);
    even = !even;
    return n(value);
  });
}

/** Outlines the characters not yet known in one resvg call and adds them to `glyphs`. */
function learn(chars: string[], glyphs: Map<string, Glyph>, font: FontOption) {
  // Each character at x = 2i·SLOT; a non-wide one doubled at (2i+1)·SLOT for its advance.
  const texts = chars
    .map((ch, i) => {
      const single = `<text x="${2 * i * SLOT}" y="${SLOT}">${escapeXml(ch)}</text>`;
      return isWide(ch) ? single : `${single}<text x="${(2 * i + 1) * SLOT}" y="${SLOT}">${escapeXml(ch + ch)}</text>`;
    })
    .join('');
  const width = (2 * chars.length + 1) * SLOT;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${2 * SLOT}" font-size="${FONT_SIZE}" font-family="${escapeXml(DIAGRAM_FONT_FAMILY)}">${texts}</svg>`;
  const outlines = new Map<number, string>();
  try {
    const tree = new Resvg(svg, { font, logLevel: 'off' }).toString();
    for (const [, d] of tree.matchAll(/<path [^>]*\bd="([^"]*)"/g)) {
      const first = coordinates(d as string)[0];
      if (first) outlines.set(Math.floor((first.x + SLOT / 4) / SLOT), d as string);
    }
  } catch {
    // No font at all, or a font resvg cannot read: the characters are kept without outline.
  }
  chars.forEach((ch, i) => {
    const single = outlines.get(2 * i);
    const origin = 2 * i * SLOT;
    let advance = FONT_SIZE * (isWide(ch) ? 1 : 0.55);
    const doubled = outlines.get(2 * i + 1);
    if (!isWide(ch) && single && doubled) {
      const right = (d: string, from: number) => Math.max(...coordinates(d).map((p) => p.x)) - from;
      advance = right(doubled, (2 * i + 1) * SLOT) - right(single, origin);
    }
    glyphs.set(ch, { d: single ? shift(single, origin, SLOT) : '', advance });
  });
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The SVG with each of its `<text>` elements (as `renderDiagramSvg` writes them: tspans with x
 * and y, anchored middle or start) replaced by glyph outlines in the same place and colour.
 * `fontFiles` undefined: the system's fonts.
 */
export async function outlineText(svg: string, fontFiles: string[] | undefined): Promise<string> {
  const key = fontFiles?.join('\n') ?? '*';
  const glyphs = glyphSets.get(key) ?? new Map<string, Glyph>();
  glyphSets.set(key, glyphs);
  const texts = [...svg.matchAll(/<text([^>]*)>(.*?)<\/text>/gs)];
  const wanted = new Set<string>();
  for (const [, , body] of texts) {
    for (const ch of unescapeXml((body as string).replace(/<[^>]*>/g, ''))) if (!isSpace(ch)) wanted.add(ch);
  }
  let missing = [...wanted].filter((ch) => !glyphs.has(ch));
  if (glyphs.size + missing.length > MAX_GLYPHS) {
    glyphs.clear();
    missing = [...wanted];
  }
  const font: FontOption = fontFiles === undefined ? { loadSystemFonts: true } : { loadSystemFonts: false, fontFiles };
  // A few characters at a time, so that outlining new text never holds the event loop for long.
  for (let i = 0; i < missing.length; i += LEARN_BATCH) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    learn(missing.slice(i, i + LEARN_BATCH), glyphs, font);
  }

  const used = new Map<string, string>();
  const ref = (ch: string) => {
    const id = used.get(ch) ?? `g${used.size}`;
    used.set(ch, id);
    return id;
  };
  const replaced = svg.replace(/<text([^>]*)>(.*?)<\/text>/gs, (_, attrs: string, body: string) => {
    const anchor = /text-anchor="middle"/.test(attrs) ? 'middle' : 'start';
    const fill = /fill="([^"]*)"/.exec(attrs)?.[1] ?? '#000000';
    const transform = /transform="([^"]*)"/.exec(attrs)?.[1];
    let out = '';
    for (const [, x, y, line] of body.matchAll(/<tspan x="([-\d.]+)" y="([-\d.]+)">(.*?)<\/tspan>/g)) {
      const chars = [...unescapeXml(line as string)];
      const advance = (ch: string) => glyphs.get(ch)?.advance ?? FONT_SIZE * 0.25;
      const width = chars.reduce((sum, ch) => sum + advance(ch), 0);
      let pen = Number(x) - (anchor === 'middle' ? width / 2 : 0);
      for (const ch of chars) {
        const glyph = glyphs.get(ch);
        if (glyph?.d) out += `<use href="#${ref(ch)}" x="${n(pen)}" y="${n(Number(y))}"/>`;
        pen += advance(ch);
      }
    }
    return `<g fill="${fill}"${transform ? ` transform="${transform}"` : ''}>${out}</g>`;
  });
  const defs = [...used].map(([ch, id]) => `<path id="${id}" d="${glyphs.get(ch)?.d ?? ''}"/>`).join('');
  return defs ? replaced.replace(/(<svg\b[^>]*>)/, `$1<defs>${defs}</defs>`) : replaced;
}
