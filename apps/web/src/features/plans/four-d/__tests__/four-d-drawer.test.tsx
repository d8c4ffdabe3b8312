import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type BandRow, PLAN_PERMS as P } from '@zj/contract';
import { forwardRef, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BimViewerHandle, BimViewerProps, ColourGroup } from '@/features/bim/viewer/index.ts';
import { fakeServerEachTest, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { planDetail } from '../../__tests__/plan-fakes.ts';
import FourDDrawer from '../four-d-drawer.tsx';

/** What the page did with the (fake) viewer. */
const viewer = {
  props: null as BimViewerProps | null,
  colours: [] as ColourGroup[][],
  selected: [] as string[][],
};

// The viewer module at its import boundary: a plain component with the same props and handle.
vi.mock('@/features/bim/viewer/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/bim/viewer/index.ts')>();
  const FakeViewer = forwardRef<BimViewerHandle, BimViewerProps>(function FakeViewer(props, ref) {
    viewer.props = props;
    useImperativeHandle(ref, () => ({
      flyTo: async () => {},
      select: async (globalIds) => {
        viewer.selected.push(globalIds);
      },
      isolate: async () => {},
      hide: async () => {},
      ghost: async () => {},
      showAll: async () => {},
      getViewpoint: async () => Promise.reject(new Error('unused')),
      snapshot: async () => new Blob(),
      addPins: async () => {},
      colour: async (groups) => {
        viewer.colours.push(groups);
      },
      selection: { versionId: null, globalIds: [] },
      loadedVersions: props.models,
    }));
    queueMicrotask(() => props.onLoaded?.());
    return <div data-testid="fake-viewer" />;
  });
  return { ...real, BimViewer: FakeViewer };
});

const fake = fakeServerEachTest();

/** A band of project 7 as GET /business/model/band/list answers it (no version unless given). */
const band = (bandId: number, bandName: string, over: Partial<BandRow> = {}): BandRow => ({
  bandId,
  projectId: 7,
  bandName,
  sort: bandId,
  currentVersionId: null,
  currentVersionNo: null,
  versionCount: 0,
  status: null,
  updateTime: '2026-11-20 10:00:00',
  ...over,
});
const WALL = '35Z81ZlNn$yslQaC$u0GRm';
const SLAB = '1hqIFTRjfV6AWq_bMtnZwI';

beforeEach(() => {
  viewer.props = null;
  viewer.colours = [];
  viewer.selected = [];
  fake.server.answer('GET /business/model/band/list', () =>
    table([band(1, '建筑', { currentVersionId: 21, currentVersionNo: 2, status: '2' }), band(2, '结构')]),
  );
  fake.server.answer('GET /business/plan/fourD', (call) => ({
    code: 200,
    msg: 'ok',
    data:
      call.query.get('date') === '2026-03-02'
        ? [{ globalId: WALL, bandId: 1, taskId: 11, state: 'inProgress' }]
        : [{ globalId: WALL, bandId: 1, taskId: 11, state: 'done' }],
  }));
  fake.server.answer('GET /business/plan/queryBandList', () =>
    table([
      {
        bindId: 5,
        planId: 1,
        taskId: 11,
        taskName: '基础',
        bandId: 1,
        bandName: '建筑',
        globalId: WALL,
        elementName: '1F 外墙-南',
        ifcClass: 'IfcWall',
      },
    ]),
  );
  fake.server.answer('POST /business/plan/bind', () => ({ code: 200, msg: '操作成功' }));
  fake.server.answer('POST /business/plan/unBind/5', () => ({ code: 200, msg: '操作成功' }));
});

describe('4D 模拟', () => {
  it('colours the bound components by state on the chosen day, selects a task’s components, binds and unbinds', async () => {
    inProject([P.query, P.bind]);
    renderWithProviders(<FourDDrawer projectId={7} plan={planDetail()} onClose={() => {}} />);
    // The plan is over (it ended 2026-03-13): the day opens on its finish.
    expect((await screen.findByTestId('four-d-date')).textContent).toContain('2026-03-13');
    await waitFor(() => expect(viewer.props?.models).toEqual([21]));
    await waitFor(() => expect(viewer.colours.at(-1)).toEqual([{ color: '#52c41a', globalIds: [WALL] }]));

    // The first day: the wall's task is in progress.
    const slider = screen.getByTestId('four-d-slider');
    fireEvent.keyDown(within(slider).getByRole('slider'), { key: 'Home', keyCode: 36, which: 36 });
    await waitFor(() => expect(screen.getByTestId('four-d-date').textContent).toContain('2026-03-02'));
    await waitFor(() => expect(viewer.colours.at(-1)).toEqual([{ color: '#1677ff', globalIds: [WALL] }]));

    // A task chosen in the list selects its components in the model, and lists its bindings.
    await userEvent.click(screen.getByTestId('four-d-task-11'));
    expect(viewer.selected.at(-1)).toEqual([WALL]);
    expect((await screen.findByTestId('four-d-binding-5')).textContent).toContain('建筑 · 1F 外墙-南');

    // Components chosen in the model are bound to the chosen task, with their band.
    expect((screen.getByTestId('four-d-bind') as HTMLButtonElement).disabled).toBe(true);
    viewer.props?.onSelect?.({ versionId: 21, globalIds: [SLAB] });
    await waitFor(() => expect((screen.getByTestId('four-d-bind') as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(screen.getByTestId('four-d-bind'));
    await waitFor(() =>
      expect(fake.server.writes.at(-1)).toEqual({
        method: 'POST',
        path: '/business/plan/bind',
        body: { planId: 1, taskId: 11, bandId: 1, globalIds: [SLAB] },
      }),
    );
    await userEvent.click(screen.getByTestId('four-d-unbind-5'));
    await waitFor(() => expect(fake.server.writes.at(-1)?.path).toBe('/business/plan/unBind/5'));
  });

  it('says so when the project has no converted model, and offers no binding without the permission', async () => {
    fake.server.answer('GET /business/model/band/list', () => table([band(2, '结构')]));
    inProject([P.query]);
    renderWithProviders(<FourDDrawer projectId={7} plan={planDetail()} onClose={() => {}} />);
    expect(await screen.findByTestId('four-d-no-model')).toBeTruthy();
    await userEvent.click(screen.getByTestId('four-d-task-11'));
    expect(await screen.findByTestId('four-d-binding-5')).toBeTruthy();
    expect(screen.queryByTestId('four-d-bind')).toBeNull();
    expect(screen.queryByTestId('four-d-unbind-5')).toBeNull();
  });
});
