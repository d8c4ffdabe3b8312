import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IfcAPI } from 'web-ifc';
import { IfcBuilder } from '../fixtures/ifc-builder.ts';
import { enumValue, ifcGuid, list, ref, str, typed, UNSET } from '../fixtures/step-writer.ts';
import type { SpatialNode } from './conversion-types.ts';
import { IfcModelReader, type ModelContent } from './read-ifc-model.ts';
import { webIfcWasmDir } from './write-fragments.ts';

/**
 * A model in millimetres, south of the equator, with what the house does not have: a space inside
 * a storey holding furniture, an assembly of two beams, a wall whose type carries property sets,
 * and an opening (not an element).
 */
function unusualModel(): string {
  const b = new IfcBuilder('IFC4', { millimetres: true });
  const w = b.w;
  const oh = ref(b.ownerHistory);
  const rooted = (seed: string) => [str(ifcGuid(seed)), oh];
  const project = b.project('u/project', 'Unusual');
  const site = b.site('u/site', 'Sydney', {
    latitude: [-33, -51, -54, -360000],
    longitude: [151, 12, 36, 0],
    elevation: 4500,
  });
  const building = b.building('u/building', 'Tower', site.placement);
  const storey = b.storey('u/storey', '3F', 'Level 3', 6000, building.placement);
  b.aggregate('u/a1', project, [site.id]);
  b.aggregate('u/a2', site.id, [building.id]);
  b.aggregate('u/a3', building.id, [storey.id]);

  const space = w.add(
    'IFCSPACE',
    ...rooted('u/space'),
    str('Room 301'),
    UNSET,
    UNSET,
    UNSET,
    UNSET,
    UNSET,
    enumValue('ELEMENT'),
    enumValue('INTERNAL'),
    UNSET,
  );
  b.aggregate('u/a4', storey.id, [space]);
  const chair = w.add(
    'IFCFURNITURE',
    ...rooted('u/chair'),
    str('Chair'),
    UNSET,
    UNSET,
    UNSET,
    UNSET,
    UNSET,
    enumValue('CHAIR'),
  );
  b.contain('u/c1', space, [chair]);

  const wall = b.element({
    guid: ifcGuid('u/wall'),
    ifcClass: 'IfcWall',
    name: 'Wall',
    tag: 'W',
    relativeTo: storey.placement,
    at: [0, 0, 0],
    size: [4000, 200, 3000],
  });
  const truss = w.add(
    'IFCELEMENTASSEMBLY',
    ...rooted('u/truss'),
    str('Truss'),
    UNSET,
    UNSET,
    UNSET,
    UNSET,
    UNSET,
    enumValue('SITE'),
    enumValue('TRUSS'),
  );
  const beams = [1, 2].map((n) =>
    w.add('IFCBEAM', ...rooted(`u/beam${n}`), str(`Beam ${n}`), UNSET, UNSET, UNSET, UNSET, UNSET, enumValue('BEAM')),
  );
  b.aggregate('u/a5', truss, beams);
  w.add(
    'IFCOPENINGELEMENT',
    ...rooted('u/opening'),
    str('Opening'),
    UNSET,
    UNSET,
    UNSET,
    UNSET,
    UNSET,
    enumValue('OPENING'),
  );
  b.contain('u/c2', storey.id, [wall, truss]);

  // The occurrence's FireRating wins over its type's; the type's other values come along.
  b.propertySet('u/wall', 'Pset_WallCommon', [['FireRating', 'IFCLABEL', 'REI 120']], [wall]);
  const typeValue = (name: string, value: string) =>
    ref(w.add('IFCPROPERTYSINGLEVALUE', str(name), UNSET, typed('IFCLABEL', str(value)), UNSET));
  const typeCommon = w.add(
    'IFCPROPERTYSET',
    ...rooted('u/tp1'),
    str('Pset_WallCommon'),
    UNSET,
    list([typeValue('FireRating', 'REI 60'), typeValue('Combustible', 'no')]),
  );
  const typeOnly = w.add(
    'IFCPROPERTYSET',
    ...rooted('u/tp2'),
    str('Pset_ManufacturerTypeInformation'),
    UNSET,
    list([typeValue('Manufacturer', 'ACME')]),
  );
  const wallType = w.add(
    'IFCWALLTYPE',
    ...rooted('u/type'),
    str('WT-200'),
    UNSET,
    UNSET,
    list([ref(typeCommon), ref(typeOnly)]),
    UNSET,
    UNSET,
    UNSET,
    enumValue('STANDARD'),
  );
  w.add('IFCRELDEFINESBYTYPE', ...rooted('u/rt'), UNSET, UNSET, list([ref(wall)]), ref(wallType));
  return w.toString('IFC4', 'unusual.ifc');
}

const shape = (nodes: SpatialNode[]): unknown[] =>
  nodes.map((n) =>
    n.children.length ? { [`${n.ifcClass} ${n.name}`]: shape(n.children) } : `${n.ifcClass} ${n.name}`,
  );

const api = new IfcAPI();
let content: ModelContent;

beforeAll(async () => {
  api.SetWasmPath(webIfcWasmDir(), true);
  await api.Init(undefined, true);
  const modelId = api.OpenModel(new TextEncoder().encode(unusualModel()));
  content = new IfcModelReader(api, modelId).read(() => {});
  api.CloseModel(modelId);
});

afterAll(() => api.Dispose());

describe('IfcModelReader', () => {
  it('takes every IfcElement but openings, and finds the storey through spaces and assemblies', () => {
    expect(content.elements.map((e) => [e.ifcClass, e.name, e.storey])).toEqual([
      ['IfcFurniture', 'Chair', '3F'],
      ['IfcWall', 'Wall', '3F'],
      ['IfcElementAssembly', 'Truss', '3F'],
      ['IfcBeam', 'Beam 1', '3F'],
      ['IfcBeam', 'Beam 2', '3F'],
    ]);
    const byName = new Map(content.elements.map((e) => [e.name, e]));
    expect(byName.get('Wall')?.geometryHash).toMatch(/^[0-9a-f]{40}$/);
    expect(byName.get('Chair')?.geometryHash).toBe('');
  });

  it("merges the type's property sets under the occurrence's values", () => {
    const wall = content.elements.find((e) => e.name === 'Wall');
    expect(wall?.psets).toEqual({
      Pset_WallCommon: { FireRating: 'REI 120', Combustible: 'no' },
      Pset_ManufacturerTypeInformation: { Manufacturer: 'ACME' },
    });
  });

  it('nests spaces, contained elements and assembly parts in the tree', () => {
    expect(shape(content.tree)).toEqual([
      {
        'IfcSite Sydney': [
          {
            'IfcBuilding Tower': [
              {
                'IfcBuildingStorey 3F': [
                  { 'IfcSpace Room 301': ['IfcFurniture Chair'] },
                  'IfcWall Wall',
                  { 'IfcElementAssembly Truss': ['IfcBeam Beam 1', 'IfcBeam Beam 2'] },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('reads a southern, millimetre georeference in degrees and metres', () => {
    expect(content.site?.latitude).toBeCloseTo(-(33 + 51 / 60 + 54.36 / 3600), 9);
    expect(content.site?.longitude).toBeCloseTo(151 + 12 / 60 + 36 / 3600, 9);
    expect(content.site?.elevation).toBeCloseTo(4.5, 9);
  });
});
