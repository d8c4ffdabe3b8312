import type { SpatialNodeRow } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { defaultExpanded, filterTree, parseTreeKey, storeysOf, toTreeItems } from '../spatial-tree.ts';

const node = (globalId: string, ifcClass: string, name: string, children: SpatialNodeRow[] = [], expressId = 1) => ({
  globalId,
  expressId,
  ifcClass,
  name,
  children,
});

const house: SpatialNodeRow[] = [
  node('site', 'IFCSITE', 'Site', [
    node('bldg', 'IFCBUILDING', 'House', [
      node(
        'l1',
        'IFCBUILDINGSTOREY',
        'Level 1',
        [node('w1', 'IFCWALL', 'Wall A', [], 11), node('d1', 'IFCDOOR', '', [], 12)],
        10,
      ),
      node('l2', 'IFCBUILDINGSTOREY', 'Level 2', [node('w2', 'IFCWALL', 'Wall B', [], 21)], 20),
    ]),
  ]),
];

describe('the spatial tree of the viewer', () => {
  const items = toTreeItems(42, house);

  it('keys nodes by version and GlobalId, titles them by name or class', () => {
    expect(items[0]?.key).toBe('42:site');
    expect(parseTreeKey('42:w1')).toEqual({ versionId: 42, globalId: 'w1' });
    expect(parseTreeKey('nope')).toBeNull();
    const door = items[0]?.children?.[0]?.children?.[0]?.children?.[1];
    expect(door?.title).toBe('IFCDOOR');
  });

  it('search keeps the matching nodes with their ancestors and expands them', () => {
    const { items: found, expand } = filterTree(items, 'wall b');
    expect(found[0]?.children?.[0]?.children?.map((storey) => storey.title)).toEqual(['Level 2']);
    expect(expand).toEqual(['42:l2', '42:bldg', '42:site']);
    expect(
      filterTree(items, 'ifcdoor').items[0]?.children?.[0]?.children?.[0]?.children?.map((n) => n.globalId),
    ).toEqual(['d1']);
    expect(filterTree(items, 'zzz').items).toEqual([]);
  });

  it('lists the storeys with the express ids inside them; expands down to the storeys', () => {
    expect(storeysOf(items).map(({ name, expressIds }) => ({ name, expressIds }))).toEqual([
      { name: 'Level 1', expressIds: [10, 11, 12] },
      { name: 'Level 2', expressIds: [20, 21] },
    ]);
    expect(defaultExpanded(items)).toEqual(['42:site', '42:bldg']);
  });
});
