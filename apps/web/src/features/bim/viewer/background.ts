import { readLocal, writeLocal } from '@/shared/store/storage.ts';

/**
 * The model background colour kept in local storage (spec 01 §3): two RGB colours, the top and the
 * bottom of a vertical gradient, written as six numbers `r,g,b,r,g,b` (default 16,29,43,0,0,0).
 */
export const MODEL_BACKGROUND_KEY = 'modelBackgroundColor';
export const DEFAULT_MODEL_BACKGROUND = '16,29,43,0,0,0';

export type Rgb = [number, number, number];
export interface ModelBackground {
  top: Rgb;
  bottom: Rgb;
}

/** Reads `r,g,b,r,g,b` (three numbers: one plain colour); null when it is not that. */
export function parseBackground(text: string | null | undefined): ModelBackground | null {
  if (!text) return null;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 3 && parts.length !== 6) return null;
  if (parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  const [r = 0, g = 0, b = 0, ...rest] = parts.map(Number);
  if ([r, g, b, ...rest].some((n) => n > 255)) return null;
  const top: Rgb = [r, g, b];
  const [r2 = 0, g2 = 0, b2 = 0] = rest;
  const bottom: Rgb = rest.length === 3 ? [r2, g2, b2] : top;
  return { top, bottom };
}

export const formatBackground = ({ top, bottom }: ModelBackground) => [...top, ...bottom].join(',');

/** The stored background, the default when nothing valid is stored. */
export function readBackground(): ModelBackground {
  return (parseBackground(readLocal(MODEL_BACKGROUND_KEY)) ??
    parseBackground(DEFAULT_MODEL_BACKGROUND)) as ModelBackground;
}

export function writeBackground(background: ModelBackground) {
  writeLocal(MODEL_BACKGROUND_KEY, formatBackground(background));
}

export const rgbCss = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;
export const backgroundCss = ({ top, bottom }: ModelBackground) => `linear-gradient(${rgbCss(top)}, ${rgbCss(bottom)})`;

/** `#rrggbb` of a colour (the colour picker's value) and back. */
export const rgbHex = (rgb: Rgb) => `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
export function hexRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  const [, r = '', g = '', b = ''] = match;
  return [parseInt(r, 16), parseInt(g, 16), parseInt(b, 16)];
}
