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

/** What bad exporters write: repeated and malformed GlobalIds, a NUL in a name, a 300-character name. */
function sloppyModel(): string {
  const b = new IfcBuilder('IFC4');
  const project = b.project('s/project', 'Sloppy');
  const site = b.site('s/site', 'Site', null);
  const storey = b.storey('s/storey', 'L1', 'Level 1', 0, site.placement);
  b.aggregate('s/a1', project, [site.id]);
  b.aggregate('s/a2', site.id, [storey.id]);
  const wall = (guid: string, name: string, x: number) =>
    b.element({
      guid,
      ifcClass: 'IfcWall',
      name,
      tag: '',
      relativeTo: storey.placement,
      at: [x, 0, 0],
      size: [4, 0.2, 3],
    });
  const same = ifcGuid('s/same');
  const walls = [
    wall(same, 'First', 0),
    wall(same, 'Second', 5),
    wall(same, 'Third', 10),
    wall('not-a-guid', 'Bad\u0000name', 15),
    wall('', 'x'.repeat(300), 20),
  ];
  b.propertySet(
    's/pset',
    'Pset\u0000WallCommon',
    [['Fire\u0000Rating', 'IFCLABEL', 'REI\u000060']],
    [walls[0] as number],
  );
  b.contain('s/c', storey.id, walls);
  return b.w.toString('IFC4', 'sloppy.ifc');
}

const api = new IfcAPI();
let content: ModelContent;
let sloppy: ModelContent;

beforeAll(async () => {
  api.SetWasmPath(webIfcWasmDir(), true);
  await api.Init(undefined, true);
  const modelId = api.OpenModel(new TextEncoder().encode(unusualModel()));
  content = new IfcModelReader(api, modelId).read(() => {});
  api.CloseModel(modelId);
  const sloppyId = api.OpenModel(new TextEncoder().encode(sloppyModel()));
  sloppy = new IfcModelReader(api, sloppyId).read(() => {});
  api.CloseModel(sloppyId);
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

  it('gives repeated and malformed GlobalIds stable unique replacements, and cleans names for the database', () => {
    const ids = sloppy.elements.map((e) => e.globalId);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^[0-3][0-9A-Za-z_$]{21}$/);
    expect(ids[0]).toBe(ifcGuid('s/same'));
    expect(ids[1]).toBe(ifcGuid(`${ifcGuid('s/same')}#1`));
    expect(ids[2]).toBe(ifcGuid(`${ifcGuid('s/same')}#2`));
    expect(ids[3]).toBe(ifcGuid('not-a-guid#1'));
    expect(ids[4]).toBe(ifcGuid('#1'));
    expect(sloppy.elements.map((e) => e.name.length)).toEqual([5, 6, 5, 7, 255]);
    expect(sloppy.elements[3]?.name).toBe('Badname');
    expect(sloppy.elements[0]?.psets).toEqual({ PsetWallCommon: { FireRating: 'REI60' } });
    // The tree carries the same ids as the rows.
    const leaves = sloppy.tree[0]?.children[0]?.children ?? [];
    expect(leaves.map((l) => l.globalId)).toEqual(ids);
  });
});
