import { afterEach, describe, expect, it } from 'vitest';
import {
  backgroundCss,
  DEFAULT_MODEL_BACKGROUND,
  formatBackground,
  hexRgb,
  MODEL_BACKGROUND_KEY,
  parseBackground,
  readBackground,
  rgbHex,
  writeBackground,
} from '../background.ts';

afterEach(() => localStorage.clear());

describe('model background colour (spec 01 §3)', () => {
  it('defaults to 16,29,43 over 0,0,0 and ignores a stored value that is not six numbers', () => {
    expect(readBackground()).toEqual({ top: [16, 29, 43], bottom: [0, 0, 0] });
    localStorage.setItem(MODEL_BACKGROUND_KEY, '300,0,0,0,0,0');
    expect(formatBackground(readBackground())).toBe(DEFAULT_MODEL_BACKGROUND);
    localStorage.setItem(MODEL_BACKGROUND_KEY, 'red');
    expect(formatBackground(readBackground())).toBe(DEFAULT_MODEL_BACKGROUND);
  });

  it('keeps a chosen colour in local storage; three numbers are one plain colour', () => {
    writeBackground({ top: [255, 255, 255], bottom: [200, 200, 200] });
    expect(localStorage.getItem(MODEL_BACKGROUND_KEY)).toBe('255,255,255,200,200,200');
    expect(parseBackground('1, 2, 3')).toEqual({ top: [1, 2, 3], bottom: [1, 2, 3] });
    expect(parseBackground('1,2,3,4')).toBeNull();
    expect(backgroundCss(readBackground())).toBe('linear-gradient(rgb(255, 255, 255), rgb(200, 200, 200))');
  });

  it('converts to and from the colour picker', () => {
    expect(rgbHex([16, 29, 43])).toBe('#101d2b');
    expect(hexRgb('#101D2B')).toEqual([16, 29, 43]);
    expect(hexRgb('nope')).toBeNull();
  });
});
