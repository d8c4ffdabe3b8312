import { createHash } from 'node:crypto';
import { type Dirent, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { outlineText } from './diagram-glyphs.ts';

/**
 * A diagram's SVG (from `renderDiagramSvg`) as PNG, rasterised by resvg (native, no browser) on
 * libuv's thread pool, so the event loop keeps serving while it draws. Chinese needs a CJK font:
 * the first Noto Sans CJK (Debian's fonts-noto-cjk) or similar font found is loaded alone, which
 * is about twice as fast as loading every system font; without one, the system fonts are loaded;
 * without any font, shapes are drawn and text is left out (never an error).
 *
 * resvg-js 2.6 keeps no font database between calls and re-reads a font file for every glyph it
 * outlines, so the text is outlined by `outlineText` (each character once per process) and the
 * rasteriser loads no font at all. The images of the last few diagrams drawn are kept too: the
 * same SVG again is answered from memory.
 */

export interface PngOptions {
  /** Pixels per SVG unit (2: sharp on high-density screens). */
  scale?: number;
  /** Font files to load instead of the CJK font found on the machine; `[]` loads none. */
  fontFiles?: string[];
}

export const PNG_SCALE = 2;
/** Neither side of the image grows past this; larger diagrams are scaled down to fit. */
export const PNG_MAX_SIDE = 4096;
/** Nor its area (four bytes a pixel while drawing). */
const PNG_MAX_PIXELS = 16_000_000;

export async function renderDiagramPng(svg: string, options: PngOptions = {}): Promise<Buffer> {
  const scale = options.scale ?? PNG_SCALE;
  const size = /^<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"/.exec(svg);
  const width = Number(size?.[1] ?? 0);
  const height = Number(size?.[2] ?? 0);
  let zoom = scale;
  if (width > 0 && height > 0) {
    zoom = Math.min(scale, PNG_MAX_SIDE / width, PNG_MAX_SIDE / height, Math.sqrt(PNG_MAX_PIXELS / (width * height)));
  }
  const files = options.fontFiles ?? cjkFontFiles();
  const key = createHash('sha256')
    .update(`${zoom}\n${files?.join('\n') ?? '*'}\n${svg}`)
    .digest('base64');
  const cached = recent.get(key);
  if (cached) {
    recent.delete(key);
    recent.set(key, cached);
    return cached;
  }
  // The text arrives as outlines: the rasteriser itself needs no font.
  const image = await renderAsync(await outlineText(svg, files), {
    fitTo: { mode: 'zoom', value: zoom },
    background: '#ffffff',
    logLevel: 'off',
    font: { loadSystemFonts: false },
  });
  const png = image.asPng();
  recent.set(key, png);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
  return png;
}

/** The images of the last diagrams drawn, least recently used first. */
const recent = new Map<string, Buffer>();
const RECENT_MAX = 16;

const FONT_DIRS = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  join(homedir(), '.local/share/fonts'),
  join(homedir(), '.fonts'),
  '/Library/Fonts',
  '/System/Library/Fonts',
  'C:\\Windows\\Fonts',
];
/** CJK fonts by preference (file names as their packages install them). */
const CJK_FONTS = [
  /^NotoSansCJK(sc)?-Regular\.(ttc|otf)$/i,
  /^NotoSans(SC|CJKsc)-Regular\.(otf|ttf)$/i,
  /^SourceHanSans(SC)?-Regular\.(ttc|otf)$/i,
  /^wqy-(microhei|zenhei)\.ttc$/i,
  /^DroidSansFallback(Full)?\.ttf$/i,
  /^(msyh|PingFang)\.tt[cf]$/i,
];

let cachedFonts: { files: string[] | undefined } | undefined;

/** The CJK font file to load, found once per process; undefined: none, load the system's fonts. */
export function cjkFontFiles(): string[] | undefined {
  if (!cachedFonts) {
    const found: Array<{ path: string; rank: number }> = [];
    const walk = (dir: string, depth: number) => {
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory() && depth < 4) walk(path, depth + 1);
        const rank = CJK_FONTS.findIndex((pattern) => pattern.test(entry.name));
        if (rank >= 0 && (entry.isFile() || entry.isSymbolicLink())) found.push({ path, rank });
      }
    };
    for (const dir of FONT_DIRS) walk(dir, 0);
    found.sort((a, b) => a.rank - b.rank || a.path.localeCompare(b.path));
    cachedFonts = { files: found[0] ? [found[0].path] : undefined };
  }
  return cachedFonts.files;
}
