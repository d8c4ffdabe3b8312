import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SingleThreadedFragmentsModel } from '@thatopen/fragments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGeneratedIfc } from '../fixtures/generate-ifc.ts';
import { buildHouse } from '../fixtures/house.ts';
import { IfcBuilder } from '../fixtures/ifc-builder.ts';
import { StepWriter } from '../fixtures/step-writer.ts';
import { activeConversions, ConversionError, type ConversionOutput, convertIfcFile } from './convert-ifc.ts';

const fixtures = join(import.meta.dirname, '../fixtures');
const dir = mkdtempSync(join(tmpdir(), 'zj-convert-'));
const options = { timeoutMs: 120_000, maxMemoryMb: 512 };

// The README's expectations (fixtures/README.md).
const WALL_S_1F = '35Z81ZlNn$yslQaC$u0GRm';
const MOVED = '17$zJ4gBP3K3hQo1BZ$nA$';
const REMOVED = '0eLT3y6vQ8SX0mM6DUw136';
const ADDED = '2X1DXPqIaxoCL635vVJFCK';
const V1_GUIDS = [
  WALL_S_1F,
  '1MSLxGIUF8Y1H6ZuPcuSS1',
  '0rKcAk0a7tiA846uuPjLbN',
  '3d6Kju9ZF3zNnUlcAVHM2T',
  '3_bWf$8VwDls8KWs1HWF8s',
  '1N7hYbqRo3y10Ebv732n5C',
  '18qXRV7nLw0qugLy44QTZw',
  '0KwjHH1DZPrvMCLZ92Dis9',
  '1v1OgnmhfR7qlxYIe08P1_',
  '1cfFaM0_o$DhDCd3Z5kBbf',
  '1$WtJja9uuMKHA3hoFafrA',
  REMOVED,
  '0ypUdHnhxQzHsuKmxpr2TD',
  '0V$$PIc738Zefs0_gut4wV',
  MOVED,
  '2Hov$XnUMTD6i7Y2naA3gI',
];

const countBy = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => {
    acc[v] = (acc[v] ?? 0) + 1;
    return acc;
  }, {});
const byGuid = (out: ConversionOutput) => new Map(out.elements.map((e) => [e.globalId, e]));

async function failure(promise: Promise<unknown>): Promise<ConversionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConversionError);
  return error as ConversionError;
}

let v1: ConversionOutput;
let v2: ConversionOutput;
let ifc2x3: ConversionOutput;
const progress: [number, string][] = [];

beforeAll(async () => {
  v1 = await convertIfcFile(join(fixtures, 'house-v1.ifc'), join(dir, 'v1.frag'), {
    ...options,
    onProgress: (percent, stage) => progress.push([percent, stage]),
  });
  [v2, ifc2x3] = await Promise.all([
    convertIfcFile(join(fixtures, 'house-v2.ifc'), join(dir, 'v2.frag'), options),
    convertIfcFile(join(fixtures, 'house-ifc2x3.ifc'), join(dir, 'ifc2x3.frag'), options),
  ]);
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('convertIfcFile: the house', () => {
  it('finds every element with its class, name, storey and GlobalId', () => {
    expect(v1.schema).toBe('IFC4');
    expect(countBy(v1.elements.map((e) => e.ifcClass))).toEqual({ IfcWall: 8, IfcSlab: 2, IfcDoor: 2, IfcWindow: 4 });
    expect(countBy(v1.elements.map((e) => e.storey))).toEqual({ '1F': 9, '2F': 7 });
    expect(v1.elements.map((e) => e.globalId).sort()).toEqual([...V1_GUIDS].sort());
    expect(byGuid(v1).get(WALL_S_1F)).toMatchObject({ ifcClass: 'IfcWall', name: '1F 外墙-南', storey: '1F' });
    expect(byGuid(v1).get(MOVED)).toMatchObject({ ifcClass: 'IfcWindow', name: '2F 南窗-西', storey: '2F' });
    expect(new Set(v1.elements.map((e) => e.expressId)).size).toBe(16);
    for (const e of v1.elements) expect(e.geometryHash).toMatch(/^[0-9a-f]{40}$/);
    expect(new Set(v1.elements.map((e) => e.geometryHash)).size).toBe(16);
  });

  it('reads property sets (typed values, Chinese names) and base quantities', () => {
    const wall = byGuid(v1).get(WALL_S_1F);
    expect(wall?.psets).toEqual({
      Pset_WallCommon: {
        Reference: 'WT-200',
        IsExternal: true,
        LoadBearing: true,
        FireRating: 'REI 60',
        ThermalTransmittance: 0.35,
      },
      智建_施工信息: { 施工单位: '第一工程公司', 批次: 1 },
      Qto_WallBaseQuantities: { Length: 10, Width: 0.2, Height: 3 },
    });
    const slab2 = v1.elements.find((e) => e.name === '2F 楼板');
    expect(slab2?.psets).toEqual({
      Pset_SlabCommon: { Reference: 'SL-200', IsExternal: false, LoadBearing: true, FireRating: 'REI 90' },
      智建_施工信息: { 施工单位: '第一工程公司', 批次: 2 },
    });
  });

  it('builds the spatial tree site → building → storeys → elements', () => {
    expect(v1.tree).toHaveLength(1);
    const [site] = v1.tree;
    expect(site).toMatchObject({ ifcClass: 'IfcSite', name: '示例场地', globalId: '1vv98umdyNVMuzgSMXWLGM' });
    expect(site?.children.map((b) => [b.ifcClass, b.name])).toEqual([['IfcBuilding', '1号楼']]);
    const storeys = site?.children[0]?.children ?? [];
    expect(storeys.map((s) => [s.ifcClass, s.name, s.globalId, s.children.length])).toEqual([
      ['IfcBuildingStorey', '1F', '1X9HYCVANziCFVaHI$82go', 9],
      ['IfcBuildingStorey', '2F', '15vF5jvYhtj_HRU6bGdQJS', 7],
    ]);
    const leaves = storeys.flatMap((s) => s.children);
    expect(leaves.map((l) => l.globalId).sort()).toEqual([...V1_GUIDS].sort());
    expect(leaves.every((l) => l.children.length === 0)).toBe(true);
    const wall = leaves.find((l) => l.globalId === WALL_S_1F);
    expect(wall).toEqual({
      globalId: WALL_S_1F,
      expressId: byGuid(v1).get(WALL_S_1F)?.expressId,
      ifcClass: 'IfcWall',
      name: '1F 外墙-南',
      children: [],
    });
  });

  it("reads the site's georeference", () => {
    expect(v1.site?.latitude).toBeCloseTo(31 + 13 / 60 + 50.4 / 3600, 9);
    expect(v1.site?.longitude).toBeCloseTo(121 + 28 / 60 + 22.8 / 3600, 9);
    expect(v1.site?.elevation).toBe(4.5);
  });

  it('reports progress up to 100', () => {
    const percents = progress.map(([p]) => p);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(new Set(progress.map(([, stage]) => stage))).toEqual(
      new Set(['read', 'parse', 'elements', 'relations', 'properties', 'geometry', 'fragments', 'done']),
    );
    expect(progress.at(-1)).toEqual([100, 'done']);
  });

  it('writes a fragments file whose items are the elements, by express id and GlobalId', () => {
    const bytes = readFileSync(join(dir, 'v1.frag'));
    expect(bytes.length).toBeGreaterThan(1000);
    const model = new SingleThreadedFragmentsModel('v1', new Uint8Array(bytes));
    try {
      expect(model.getItemsIdsWithGeometry().sort((a, b) => a - b)).toEqual(
        v1.elements.map((e) => e.expressId).sort((a, b) => a - b),
      );
      expect(model.getLocalIdsByGuids(v1.elements.map((e) => e.globalId))).toEqual(v1.elements.map((e) => e.expressId));
      expect(Object.keys(model.getItemsOfCategories([/^IFCWALL$/]))).toEqual(['IFCWALL']);
      expect(model.getItemsOfCategories([/^IFCWALL$/]).IFCWALL).toHaveLength(8);
    } finally {
      model.dispose();
    }
  });

  it('reads IFC2X3: the same house, the same GlobalIds and geometry hashes', () => {
    expect(ifc2x3.schema).toBe('IFC2X3');
    expect(countBy(ifc2x3.elements.map((e) => e.ifcClass))).toEqual({
      IfcWallStandardCase: 8,
      IfcSlab: 2,
      IfcDoor: 2,
      IfcWindow: 4,
    });
    const hashes = byGuid(v1);
    for (const e of ifc2x3.elements) expect(e.geometryHash, e.name).toBe(hashes.get(e.globalId)?.geometryHash);
    expect(ifc2x3.site).toEqual(v1.site);
    expect(byGuid(ifc2x3).get(WALL_S_1F)?.psets.Pset_WallCommon).toEqual(
      byGuid(v1).get(WALL_S_1F)?.psets.Pset_WallCommon,
    );
  });
});

describe('convertIfcFile: IFC4X3', () => {
  it('reads the house written as IFC4X3_ADD2 like the IFC4 one', async () => {
    const path = join(dir, 'house-ifc4x3.ifc');
    writeFileSync(path, buildHouse({ schema: 'IFC4X3_ADD2', revision: 1 }).text);
    const out = await convertIfcFile(path, join(dir, 'ifc4x3.frag'), options);
    expect(out.schema).toBe('IFC4X3');
    expect(out.elements.map((e) => [e.globalId, e.ifcClass, e.storey, e.geometryHash, e.psets])).toEqual(
      v1.elements.map((e) => [e.globalId, e.ifcClass, e.storey, e.geometryHash, e.psets]),
    );
    expect(out.site).toEqual(v1.site);
  }, 120_000);
});

describe('convertIfcFile: v1 → v2', () => {
  it('shows exactly the README differences: one added, one removed, one moved, one property changed', () => {
    const before = byGuid(v1);
    const after = byGuid(v2);
    expect([...after.keys()].filter((g) => !before.has(g))).toEqual([ADDED]);
    expect([...before.keys()].filter((g) => !after.has(g))).toEqual([REMOVED]);
    const geometry = [...after.values()].filter(
      (e) => before.has(e.globalId) && before.get(e.globalId)?.geometryHash !== e.geometryHash,
    );
    expect(geometry.map((e) => e.globalId)).toEqual([MOVED]);
    const properties = [...after.values()].filter(
      (e) => before.has(e.globalId) && JSON.stringify(before.get(e.globalId)?.psets) !== JSON.stringify(e.psets),
    );
    expect(properties.map((e) => e.globalId)).toEqual([WALL_S_1F]);
    expect(after.get(WALL_S_1F)?.psets.Pset_WallCommon?.FireRating).toBe('REI 90');
    expect(before.get(WALL_S_1F)?.psets.Pset_WallCommon?.FireRating).toBe('REI 60');
    expect(after.get(ADDED)).toMatchObject({ ifcClass: 'IfcWindow', name: '2F 北窗', storey: '2F' });
  });
});

describe('convertIfcFile: refused files', () => {
  const write = (name: string, content: string | Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  it('rejects the broken file and the PNG as invalid, and leaves no fragments file', async () => {
    const broken = await failure(convertIfcFile(join(fixtures, 'broken.ifc'), join(dir, 'broken.frag'), options));
    expect(broken.reason).toBe('invalid');
    expect(broken.message).toMatch(/truncated or corrupt/);
    const png = await failure(convertIfcFile(join(fixtures, 'not-ifc.ifc'), join(dir, 'png.frag'), options));
    expect(png).toMatchObject({ reason: 'invalid', message: expect.stringMatching(/not STEP/) });
    expect(existsSync(join(dir, 'broken.frag'))).toBe(false);
    expect(existsSync(join(dir, 'png.frag'))).toBe(false);
  });

  it('rejects an empty file, a model without IfcProject and a project without elements', async () => {
    const empty = await failure(convertIfcFile(write('empty.ifc', ''), join(dir, 'empty.frag'), options));
    expect(empty.reason).toBe('empty');

    const noProject = new StepWriter();
    noProject.add('IFCWALL', "'1kTvXnbbzCWw8lcMd1dR4o'", '$', "'wall'", '$', '$', '$', '$', '$', '.NOTDEFINED.');
    const invalid = await failure(
      convertIfcFile(
        write('no-project.ifc', noProject.toString('IFC4', 'no-project.ifc')),
        join(dir, 'np.frag'),
        options,
      ),
    );
    expect(invalid).toMatchObject({ reason: 'invalid', message: expect.stringMatching(/IfcProject/) });

    const onlyProject = new IfcBuilder('IFC4');
    onlyProject.project('only', 'Only a project');
    const nothing = await failure(
      convertIfcFile(
        write('only-project.ifc', onlyProject.w.toString('IFC4', 'only.ifc')),
        join(dir, 'op.frag'),
        options,
      ),
    );
    expect(nothing).toMatchObject({ reason: 'empty', message: expect.stringMatching(/no building elements/) });
    expect(activeConversions()).toBe(0);
  }, 120_000);

  it('stops a conversion past its time and ends its worker', async () => {
    const error = await failure(
      convertIfcFile(join(fixtures, 'house-v1.ifc'), join(dir, 'slow.frag'), { timeoutMs: 50, maxMemoryMb: 512 }),
    );
    expect(error).toMatchObject({ reason: 'timeout', message: 'The conversion took longer than 50 ms.' });
    expect(activeConversions()).toBe(0);
    expect(existsSync(join(dir, 'slow.frag'))).toBe(false);
  });

  it('stops a conversion past its memory (heap, or the process growing with wasm memory) and ends its worker', async () => {
    const big = join(dir, 'big.ifc');
    writeGeneratedIfc(big, { storeys: 4, elementsPerStorey: 1000 });
    const error = await failure(convertIfcFile(big, join(dir, 'big.frag'), { timeoutMs: 120_000, maxMemoryMb: 16 }));
    expect(error.reason).toBe('memory');
    expect(error.message).toMatch(/^The conversion (used|needed) more than 16 MB/);
    expect(activeConversions()).toBe(0);
    expect(existsSync(join(dir, 'big.frag'))).toBe(false);
  }, 120_000);
});
