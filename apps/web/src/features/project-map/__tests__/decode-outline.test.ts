import { describe, expect, it } from 'vitest';
import { decodeRing, loadChinaOutline, outlineFromScript } from '../outline/decode-outline.ts';

describe('the bundled outline of the provinces', () => {
  it('decodes zigzag deltas from the ring offset, scaled by 1024', () => {
    // '@@' is the offset itself; 'B' (+1) and 'A' (-1) move one unit each way.
    expect(decodeRing('@@BA', [1024, 2048])).toEqual([
      [1, 2],
      [1024 / 1024 + 1 / 1024, 2048 / 1024 - 1 / 1024],
    ]);
  });

  it('reads the map out of the package script without running it', () => {
    const script = `(function (root, factory) {}(this, function (exports, echarts) { echarts.registerMap('china', {"type":"FeatureCollection","features":[{"geometry":{"type":"Polygon","coordinates":["@@BB"],"encodeOffsets":[[0,0]]},"properties":{"name":"甲"}}],"UTF8Encoding":true});\n}));`;
    expect(outlineFromScript(script).features).toEqual([
      {
        type: 'Feature',
        properties: { name: '甲' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1 / 1024, 1 / 1024],
            ],
          ],
        },
      },
    ]);
  });

  it('holds the 34 provincial divisions where they are', async () => {
    const outline = await loadChinaOutline();
    expect(outline.features).toHaveLength(34);
    const beijing = outline.features.find((f) => f.properties.name === '北京');
    const geometry = beijing?.geometry;
    const points = geometry?.type === 'Polygon' ? geometry.coordinates.flat() : (geometry?.coordinates.flat(2) ?? []);
    expect(points.length).toBeGreaterThan(50);
    const lngs = points.map((p) => p[0] ?? 0);
    const lats = points.map((p) => p[1] ?? 0);
    expect(Math.min(...lngs)).toBeGreaterThan(115);
    expect(Math.max(...lngs)).toBeLessThan(118);
    expect(Math.min(...lats)).toBeGreaterThan(39);
    expect(Math.max(...lats)).toBeLessThan(41.2);
  });
});
