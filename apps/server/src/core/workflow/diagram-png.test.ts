import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outlineText } from './diagram-glyphs.ts';
import { cjkFontFiles, PNG_MAX_SIDE, renderDiagramPng } from './diagram-png.ts';
import { renderDiagramSvg } from './diagram-svg.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Width and height from the PNG's IHDR chunk. */
const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const svgSize = (svg: string) => {
  const [, width, height] = /^<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

describe('renderDiagramPng', () => {
  it('rasterises each fixture at twice its SVG size', async () => {
    for (const name of ['diagram-rectification', 'diagram-camunda', 'flowable-modeler-export']) {
      const svg = await renderDiagramSvg(fixture(`${name}.bpmn20.xml`), { finished: ['start'], active: ['review'] });
      const png = await renderDiagramPng(svg);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const { width, height } = svgSize(svg);
      expect(sizeOf(png)).toEqual({ width: Math.round(width * 2), height: Math.round(height * 2) });
    }
    const svg = await renderDiagramSvg(fixture('diagram-rectification.bpmn20.xml'));
    expect(sizeOf(await renderDiagramPng(svg, { scale: 1 }))).toEqual({ width: 1300, height: 660 });
  });

  it('draws the text with the CJK font found, and still draws the shapes without any font', async () => {
    const svg = await renderDiagramSvg(fixture('flowable-modeler-export.bpmn20.xml'));
    const none = await renderDiagramPng(svg, { fontFiles: [] });
    expect(none.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(sizeOf(none)).toEqual(sizeOf(await renderDiagramPng(svg)));
    // A missing font file is no error either.
    const missing = await renderDiagramPng(svg, { fontFiles: ['/nonexistent/font.ttf'] });
    expect(missing.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // With the CJK font (fonts-noto-cjk, which CI installs), the label's glyphs make a
    // different (larger) image than without.
    const fonts = cjkFontFiles() as string[];
    expect(fonts).toHaveLength(1);
    const withText = await renderDiagramPng(svg, { fontFiles: fonts });
    expect(withText.equals(none)).toBe(false);
    expect(withText.length).toBeGreaterThan(none.length);
  });

  it('scales a huge diagram down to the largest side allowed', async () => {
    const huge = fixture('flowable-modeler-export.bpmn20.xml').replace(
      'height="80.0" width="100.0" x="175.0"',
      'height="80.0" width="20000.0" x="175.0"',
    );
    const png = await renderDiagramPng(await renderDiagramSvg(huge), { fontFiles: [] });
    const { width, height } = sizeOf(png);
    expect(width).toBe(PNG_MAX_SIDE);
    expect(height).toBeLessThan(40);
  });

  it('hands the rasteriser outlines: every visible character placed, each glyph defined once', async () => {
    const fonts = cjkFontFiles() as string[];
    expect(fonts).toHaveLength(1);
    const svg = await renderDiagramSvg(fixture('diagram-rectification.bpmn20.xml'));
    const outlined = await outlineText(svg, fonts);
    expect(outlined).not.toContain('<text');
    const visible = [...svg.matchAll(/<tspan[^>]*>(.*?)<\/tspan>/g)]
      .map((m) =>
        (m[1] as string)
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .replace(/\s/g, ''),
      )
      .join('');
    expect(outlined.match(/<use /g)).toHaveLength([...visible].length);
    const defined = [...outlined.matchAll(/<path id="(g\d+)"/g)].map((m) => m[1]);
    expect(new Set(defined).size).toBe(defined.length);
    expect(defined.length).toBe(new Set(visible).size);
    // The pool's name keeps its rotation, a label its colour.
    expect(outlined).toMatch(/<g fill="#22242a" transform="rotate\(-90 55 350\)"><use /);
    // Asked again, it is the same SVG (the glyphs come from memory).
    expect(await outlineText(svg, fonts)).toBe(outlined);
  });
});
