// Reads what the platform stores of an IFC model through web-ifc: every element (GlobalId, class,
// name, storey, property sets and quantities, geometry hash), the spatial tree and the site's
// georeference. Runs inside the conversion worker (it holds the whole model in memory).
import { createHash } from 'node:crypto';
import {
  IFCBUILDINGSTOREY,
  IFCCONVERSIONBASEDUNIT,
  IFCELEMENT,
  IFCFEATUREELEMENTSUBTRACTION,
  IFCPROJECT,
  IFCRELAGGREGATES,
  IFCRELCONTAINEDINSPATIALSTRUCTURE,
  IFCRELDEFINESBYPROPERTIES,
  IFCRELDEFINESBYTYPE,
  IFCRELNESTS,
  IFCSITE,
  IFCSIUNIT,
  IFCUNITASSIGNMENT,
  IFCVIRTUALELEMENT,
  type IfcAPI,
} from 'web-ifc';
import type { ConvertedElement, Georeference, PropertyValue, SpatialNode } from './conversion-types.ts';
import { ensureUniqueGlobalIds } from './global-ids.ts';

/** A line as web-ifc returns it (attributes by name, each a value object, a reference or a list). */
// biome-ignore lint/suspicious/noExplicitAny: web-ifc's lines are untyped records of the schema's attributes
type Line = Record<string, any>;

type Psets = Record<string, Record<string, PropertyValue>>;

export interface ModelContent {
  elements: ConvertedElement[];
  tree: SpatialNode[];
  site: Georeference | null;
}

export class InvalidModelError extends Error {}

const refId = (value: unknown): number | null =>
  value && typeof value === 'object' && typeof (value as { value?: unknown }).value === 'number'
    ? (value as { value: number }).value
    : null;

const refIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(refId).filter((id): id is number => id !== null) : [];

/** NUL cannot be stored in PostgreSQL text or jsonb. */
const clean = (value: string): string => (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value);

const text = (value: unknown): string => {
  const inner = value && typeof value === 'object' ? (value as { value?: unknown }).value : value;
  return typeof inner === 'string' ? clean(inner) : '';
};

/** Names and storeys are stored in columns of 255 characters. */
export const MAX_NAME_LENGTH = 255;
const short = (value: string) => (value.length > MAX_NAME_LENGTH ? value.slice(0, MAX_NAME_LENGTH) : value);

/** A property's value as JSON: text, number, boolean (IfcBoolean/IfcLogical; unknown → null), lists joined. */
function toValue(value: unknown): PropertyValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((v) => String(toValue(v) ?? '')).join(', ');
  const v = value as { name?: string; value?: unknown; _representationValue?: unknown };
  if (v.name === 'IFCBOOLEAN' || v.name === 'IFCLOGICAL') {
    if (v.value === 'T' || v.value === true) return true;
    if (v.value === 'F' || v.value === false) return false;
    return null;
  }
  if (typeof v._representationValue === 'number') return toValue(v._representationValue);
  if (typeof v.value === 'number' || typeof v.value === 'boolean') return toValue(v.value);
  if (typeof v.value === 'string') {
    const n = Number(v.value);
    return v.name && /MEASURE|REAL|INTEGER|NUMBER|COUNT/.test(v.name) && Number.isFinite(n) ? n : clean(v.value);
  }
  return null;
}

const SI_PREFIX: Record<string, number> = { MILLI: 1e-3, CENTI: 1e-2, DECI: 1e-1, KILO: 1e3 };
const IMPERIAL: Record<string, number> = { FOOT: 0.3048, INCH: 0.0254 };

/** Compound plane angle (degrees, minutes, seconds, millionths) → decimal degrees. */
function degrees(compound: unknown): number | null {
  const parts = Array.isArray(compound) ? compound.map((p) => Number(toValue(p))) : [];
  if (parts.length < 3 || parts.some((p) => !Number.isFinite(p))) return null;
  const [d = 0, m = 0, s = 0, micro = 0] = parts;
  return d + m / 60 + s / 3600 + micro / 3.6e9;
}

export class IfcModelReader {
  private readonly lines = new Map<number, Line>();
  private readonly api: IfcAPI;
  private readonly modelId: number;

  // (No parameter properties: the worker runs this file through Node's type stripping.)
  constructor(api: IfcAPI, modelId: number) {
    this.api = api;
    this.modelId = modelId;
  }

  private line(id: number): Line {
    let line = this.lines.get(id);
    if (!line) {
      line = this.api.GetLine(this.modelId, id) as Line;
      // Only spatial structure and property definitions are cached (read several times).
      if (this.lines.size < 200_000) this.lines.set(id, line);
    }
    return line;
  }

  private ids(type: number, inherited = false): number[] {
    const vector = this.api.GetLineIDsWithType(this.modelId, type, inherited);
    const out: number[] = new Array(vector.size());
    for (let i = 0; i < out.length; i++) out[i] = vector.get(i);
    return out;
  }

  read(onProgress: (fraction: number, stage: string) => void): ModelContent {
    const api = this.api;
    const projects = this.ids(IFCPROJECT);
    if (projects.length === 0)
      throw new InvalidModelError('The file has no IfcProject: it is not a readable IFC model.');

    // Elements: every IfcElement (walls, slabs, doors, furniture, pipes, …) but openings and virtual elements.
    const excluded = new Set([...this.ids(IFCFEATUREELEMENTSUBTRACTION, true), ...this.ids(IFCVIRTUALELEMENT, true)]);
    const isElement = new Set(this.ids(IFCELEMENT, true).filter((id) => !excluded.has(id)));
    const elementIds: number[] = [];
    const classOf = new Map<number, string>();
    for (const type of api.GetAllTypesOfModel(this.modelId)) {
      const name = api.GetNameFromTypeCode(type.typeID);
      for (const id of this.ids(type.typeID)) {
        if (!isElement.has(id)) continue;
        elementIds.push(id);
        classOf.set(id, name);
      }
    }
    elementIds.sort((a, b) => a - b);
    onProgress(0.1, 'elements');

    // Spatial relations.
    const children = new Map<number, number[]>();
    const parentOf = new Map<number, number>();
    const addChild = (parent: number, child: number) => {
      const list = children.get(parent);
      if (list) list.push(child);
      else children.set(parent, [child]);
      if (!parentOf.has(child)) parentOf.set(child, parent);
    };
    for (const rel of this.ids(IFCRELAGGREGATES)) {
      const line = this.line(rel);
      const parent = refId(line.RelatingObject);
      if (parent !== null) for (const child of refIds(line.RelatedObjects)) addChild(parent, child);
    }
    for (const rel of this.ids(IFCRELNESTS)) {
      const line = this.line(rel);
      const parent = refId(line.RelatingObject);
      if (parent === null) continue;
      for (const child of refIds(line.RelatedObjects))
        if (classOf.has(child) && classOf.has(parent)) addChild(parent, child);
    }
    for (const rel of this.ids(IFCRELCONTAINEDINSPATIALSTRUCTURE)) {
      const line = this.line(rel);
      const structure = refId(line.RelatingStructure);
      if (structure !== null) for (const element of refIds(line.RelatedElements)) addChild(structure, element);
    }
    const storeys = new Set(this.ids(IFCBUILDINGSTOREY, true));
    const storeyOf = new Map<number, string>();
    const findStorey = (id: number): string => {
      const known = storeyOf.get(id);
      if (known !== undefined) return known;
      storeyOf.set(id, ''); // a cycle in hostile input ends here
      let found = '';
      if (storeys.has(id)) {
        const storey = this.line(id);
        found = text(storey.Name) || text(storey.LongName);
      } else {
        const parent = parentOf.get(id);
        if (parent !== undefined) found = findStorey(parent);
      }
      storeyOf.set(id, found);
      return found;
    };
    onProgress(0.2, 'relations');

    // Property sets and quantities: occurrence sets, then the type's sets the occurrence does not override.
    const psetCache = new Map<number, [string, Record<string, PropertyValue>] | null>();
    const psetsOf = new Map<number, Psets>();
    const readDefinition = (id: number) => {
      let cached = psetCache.get(id);
      if (cached === undefined) {
        cached = this.readPropertyDefinition(id);
        psetCache.set(id, cached);
      }
      return cached;
    };
    const attach = (objects: number[], definitionIds: number[], override: boolean) => {
      for (const definition of definitionIds) {
        const pset = readDefinition(definition);
        if (!pset) continue;
        for (const object of objects) {
          if (!classOf.has(object)) continue;
          let psets = psetsOf.get(object);
          if (!psets) {
            psets = {};
            psetsOf.set(object, psets);
          }
          // The occurrence's values win over its type's, property by property.
          psets[pset[0]] = override ? { ...psets[pset[0]], ...pset[1] } : { ...pset[1], ...psets[pset[0]] };
        }
      }
    };
    for (const rel of this.ids(IFCRELDEFINESBYPROPERTIES)) {
      const line = this.line(rel);
      const definition = line.RelatingPropertyDefinition;
      attach(
        refIds(line.RelatedObjects),
        Array.isArray(definition) ? refIds(definition) : [refId(definition) ?? -1],
        true,
      );
    }
    for (const rel of this.ids(IFCRELDEFINESBYTYPE)) {
      const line = this.line(rel);
      const type = refId(line.RelatingType);
      if (type === null) continue;
      attach(refIds(line.RelatedObjects), refIds(this.line(type).HasPropertySets), false);
    }
    onProgress(0.5, 'properties');

    const elements: ConvertedElement[] = [];
    const info = new Map<number, { globalId: string; ifcClass: string; name: string }>();
    for (let i = 0; i < elementIds.length; i++) {
      const id = elementIds[i] as number;
      const line = this.api.GetLine(this.modelId, id) as Line;
      const element: ConvertedElement = {
        globalId: text(line.GlobalId),
        expressId: id,
        ifcClass: classOf.get(id) as string,
        name: short(text(line.Name)),
        storey: short(findStorey(id)),
        psets: psetsOf.get(id) ?? {},
        geometryHash: '',
      };
      elements.push(element);
      info.set(id, element);
      if (i % 5000 === 4999) onProgress(0.5 + (0.2 * i) / elementIds.length, 'elements');
    }
    ensureUniqueGlobalIds(elements);
    onProgress(0.7, 'geometry');

    this.hashGeometry(elements, (fraction) => onProgress(0.7 + 0.3 * fraction, 'geometry'));

    // The tree: what the (first) project aggregates, down to the elements and their parts.
    const visited = new Set<number>();
    const node = (id: number): SpatialNode | null => {
      if (visited.has(id)) return null;
      visited.add(id);
      let head = info.get(id);
      if (!head) {
        const line = this.line(id);
        head = {
          globalId: text(line.GlobalId),
          ifcClass: api.GetNameFromTypeCode(line.type),
          name: short(text(line.Name) || text(line.LongName)),
        };
      }
      const kids = (children.get(id) ?? []).map(node).filter((n): n is SpatialNode => n !== null);
      return { globalId: head.globalId, expressId: id, ifcClass: head.ifcClass, name: head.name, children: kids };
    };
    visited.add(projects[0] as number);
    const tree = (children.get(projects[0] as number) ?? []).map(node).filter((n): n is SpatialNode => n !== null);

    return { elements, tree, site: this.georeference() };
  }

  /** An IfcPropertySet (single and enumerated values) or IfcElementQuantity as [name, values]. */
  private readPropertyDefinition(id: number): [string, Record<string, PropertyValue>] | null {
    const line = this.line(id);
    const name = text(line.Name);
    if (!name) return null;
    const values: Record<string, PropertyValue> = {};
    for (const propId of refIds(line.HasProperties ?? line.Quantities)) {
      const prop = this.api.GetLine(this.modelId, propId) as Line;
      const propName = text(prop.Name);
      if (!propName) continue;
      if ('NominalValue' in prop) values[propName] = toValue(prop.NominalValue);
      else if ('EnumerationValues' in prop) values[propName] = toValue(prop.EnumerationValues);
      else {
        // A physical quantity: its value is the attribute named …Value (LengthValue, AreaValue, CountValue, …).
        const key = Object.keys(prop).find((k) => k.endsWith('Value') && k !== 'NominalValue');
        if (key) values[propName] = toValue(prop[key]);
      }
    }
    return [name, values];
  }

  /**
   * Each element's geometry hash: SHA-1 over its placed geometries' triangles (index order and vertex
   * positions transformed to world coordinates, in millimetres rounded to integers); the placed
   * geometries' hashes are sorted first, so their order does not matter.
   */
  private hashGeometry(elements: ConvertedElement[], onProgress: (fraction: number) => void) {
    const byId = new Map(elements.map((e) => [e.expressId, e]));
    const api = this.api;
    api.StreamAllMeshes(this.modelId, (mesh, index, total) => {
      const element = byId.get(mesh.expressID);
      if (!element) return;
      const parts: string[] = [];
      const placed = mesh.geometries;
      for (let g = 0; g < placed.size(); g++) {
        const p = placed.get(g);
        const geometry = api.GetGeometry(this.modelId, p.geometryExpressID);
        try {
          const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
          const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
          const m = p.flatTransformation;
          const count = Math.floor(vertices.length / 6);
          const positions = new Int32Array(count * 3);
          for (let v = 0; v < count; v++) {
            const x = vertices[v * 6] as number;
            const y = vertices[v * 6 + 1] as number;
            const z = vertices[v * 6 + 2] as number;
            for (let axis = 0; axis < 3; axis++) {
              const world =
                (m[axis] as number) * x +
                (m[4 + axis] as number) * y +
                (m[8 + axis] as number) * z +
                (m[12 + axis] as number);
              positions[v * 3 + axis] = Math.round(world * 1000);
            }
          }
          parts.push(
            createHash('sha1')
              .update(new Uint8Array(indices.buffer, indices.byteOffset, indices.byteLength))
              .update(new Uint8Array(positions.buffer))
              .digest('hex'),
          );
        } finally {
          geometry.delete();
        }
      }
      element.geometryHash = parts.length ? createHash('sha1').update(parts.sort().join(',')).digest('hex') : '';
      if (index % 2000 === 1999) onProgress(index / Math.max(total, 1));
    });
  }

  /** The first IfcSite with RefLatitude and RefLongitude; the elevation in metres (0 when unset). */
  private georeference(): Georeference | null {
    for (const id of this.ids(IFCSITE, true)) {
      const site = this.line(id);
      const latitude = degrees(site.RefLatitude?.value ?? site.RefLatitude);
      const longitude = degrees(site.RefLongitude?.value ?? site.RefLongitude);
      if (latitude === null || longitude === null) continue;
      const elevation = Number(toValue(site.RefElevation) ?? 0);
      return {
        latitude,
        longitude,
        elevation: Number.isFinite(elevation) ? elevation * this.lengthUnit() : 0,
      };
    }
    return null;
  }

  /** Metres per the project's length unit (SI prefixes, feet and inches). */
  private lengthUnit(): number {
    for (const assignment of this.ids(IFCUNITASSIGNMENT)) {
      for (const unitId of refIds(this.line(assignment).Units)) {
        const unit = this.line(unitId);
        if (text(unit.UnitType) !== 'LENGTHUNIT') continue;
        if (unit.type === IFCSIUNIT) return SI_PREFIX[text(unit.Prefix)] ?? 1;
        if (unit.type === IFCCONVERSIONBASEDUNIT) return IMPERIAL[text(unit.Name).toUpperCase()] ?? 1;
      }
    }
    return 1;
  }
}
