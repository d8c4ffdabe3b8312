import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CompareRow, MODEL_PERMS as P } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { fakeServerEachTest, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { appear, band, version } from '../../models/__tests__/model-fakes.ts';
import ModelComparePage, { defaultPair } from '../pages/model-compare-page.tsx';

const fake = fakeServerEachTest();

const ROWS: CompareRow[] = [
  { globalId: '2X1DXPqIaxoCL635vVJFCK', ifcClass: 'IfcWindow', name: '2F 北窗', change: 'added', changes: [] },
  { globalId: '0eLT3y6vQ8SX0mM6DUw136', ifcClass: 'IfcDoor', name: '1F 后门', change: 'removed', changes: [] },
  { globalId: '17$zJ4gBP3K3hQo1BZ$nA$', ifcClass: 'IfcWindow', name: '2F 南窗-西', change: 'geometry', changes: [] },
  {
    globalId: '35Z81ZlNn$yslQaC$u0GRm',
    ifcClass: 'IfcWall',
    name: '1F 外墙-南',
    change: 'properties',
    changes: [
      { pset: 'Pset_WallCommon', prop: 'FireRating', from: 'REI60', to: 'REI90' },
      { pset: 'Pset_WallCommon', prop: 'AcousticRating', from: null, to: 'Rw 45' },
    ],
  },
];

function serve(versions = [version(12, 2, { current: '1' }), version(11, 1), version(10, 3, { status: '1' })]) {
  fake.server.answer('GET /business/model/band/list', () =>
    table([band(1, '建筑', { currentVersionId: 12, currentVersionNo: 2, versionCount: 3, status: '2' })]),
  );
  fake.server.answer('GET /business/model/version/list', () => table(versions));
  fake.server.answer('GET /business/model/compare/summary', () => ({
    code: 200,
    msg: 'ok',
    data: { added: 1, removed: 1, geometry: 1, properties: 1 },
  }));
  fake.server.answer('GET /business/model/compare', (call) => {
    const change = call.query.get('change');
    const rows = change ? ROWS.filter((row) => row.change === change) : ROWS;
    return table(rows);
  });
}

describe('模型对比', () => {
  it('compares the current version with the one before: counts, changes, pset.prop old → new', {
    timeout: 60_000,
  }, async () => {
    serve();
    inProject([P.list, P.compare]);
    renderWithProviders(<ModelComparePage />);
    const summary = await appear('mcompare-summary');
    await waitFor(() => expect(within(summary).getByTestId('mcompare-count-added').textContent).toBe('新增1'));
    expect(within(summary).getByTestId('mcompare-count-properties').textContent).toBe('属性变更1');
    const reads = fake.server.reads.map((url) => url.pathname + url.search);
    expect(reads).toContain('/prod-api/business/model/compare/summary?fromVersionId=11&toVersionId=12');
    expect(reads).toContain('/prod-api/business/model/compare?fromVersionId=11&toVersionId=12&pageNum=1&pageSize=20');

    const wall = await appear('mcompare-row-properties-35Z81ZlNn$yslQaC$u0GRm');
    expect(within(wall).getByText('属性变更')).toBeTruthy();
    expect(within(wall).getByText('1F 外墙-南')).toBeTruthy();
    const changes = within(wall).getByTestId('mcompare-changes-35Z81ZlNn$yslQaC$u0GRm');
    expect(changes.textContent).toBe(
      'Pset_WallCommon.FireRating: REI60 → REI90Pset_WallCommon.AcousticRating: （空） → Rw 45',
    );
    expect(screen.getByTestId('mcompare-row-added-2X1DXPqIaxoCL635vVJFCK').textContent).toContain('新增');

    // Only the geometry changes: the list asks for them from page 1.
    fireEvent.click(within(summary).getByTestId('mcompare-count-geometry'));
    await waitFor(() =>
      expect(fake.server.reads.at(-1)?.search).toBe(
        '?fromVersionId=11&toVersionId=12&change=geometry&pageNum=1&pageSize=20',
      ),
    );
    await waitFor(() => expect(screen.queryByTestId('mcompare-row-added-2X1DXPqIaxoCL635vVJFCK')).toBeNull());
    expect(screen.getByTestId('mcompare-row-geometry-17$zJ4gBP3K3hQo1BZ$nA$')).toBeTruthy();

    // Swapped: V2 → V1.
    await userEvent.click(screen.getByTestId('mcompare-swap'));
    await waitFor(() =>
      expect(fake.server.reads.map((url) => url.search)).toContain('?fromVersionId=12&toVersionId=11'),
    );
  });

  it('says so when a band has fewer than two converted versions, and asks nothing', { timeout: 60_000 }, async () => {
    serve([version(12, 2, { current: '1' }), version(13, 3, { status: '3' })]);
    inProject([P.list, P.compare]);
    renderWithProviders(<ModelComparePage />);
    expect((await appear('mcompare-few')).textContent).toBe('该分段已完成转换的版本少于两个，无法对比');
    expect(fake.server.reads.some((url) => url.pathname.includes('/compare'))).toBe(false);
  });

  it('takes older → newer as the default pair: the current against a newer upload, else the one before against it', () => {
    expect(defaultPair([version(13, 3), version(12, 2, { current: '1' }), version(11, 1)])).toEqual({
      from: 12,
      to: 13,
    });
    expect(defaultPair([version(12, 2, { current: '1' }), version(11, 1)])).toEqual({ from: 11, to: 12 });
    expect(defaultPair([version(13, 3), version(12, 2)])).toEqual({ from: 12, to: 13 });
    expect(defaultPair([version(12, 2)])).toEqual({});
  });
});
