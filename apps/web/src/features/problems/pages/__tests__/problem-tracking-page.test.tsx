import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODEL_PERMS, PERMS, type ProblemRow, type ViewpointRow } from '@zj/contract';
import { forwardRef, useImperativeHandle } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BimViewerHandle, BimViewerProps, Pin, ViewpointState } from '@/features/bim/viewer/index.ts';
import { problemEvents } from '@/shared/problems/problem-events.ts';
import { fakeServerEachTest, table } from '@/shared/testing/fake-server.ts';
import { problemDetail } from '@/shared/testing/problem-detail.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { recordFeedback } from '@/shared/testing/record-feedback.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import ProblemTrackingPage from '../problem-tracking-page.tsx';

const WALL = '2O2Fr_t4X7Zf8NOew3FLOH';
const VIEW: ViewpointState = {
  camera: { kind: 'perspective', position: [12, 9, 12], target: [2, 1.5, 3], up: [0, 1, 0], fov: 60 },
  clipping: [{ location: [0, 1.2, 0], direction: [0, 1, 0] }],
  selection: [WALL],
  hidden: ['0HIDDENaaaaaaaaaaaaaaa'],
};

/** What the mocked viewer was asked and shown (the 3D part is proven in the browser). */
const viewer = {
  props: null as BimViewerProps | null,
  flown: [] as unknown[],
  snapshots: 0,
  pins: [] as Pin[],
};

// The viewer module at its import boundary: a plain component with the same props and handle.
vi.mock('@/features/bim/viewer/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/features/bim/viewer/index.ts')>();
  const FakeViewer = forwardRef<BimViewerHandle, BimViewerProps>(function FakeViewer(props, ref) {
    viewer.props = props;
    viewer.pins = props.pins ?? [];
    useImperativeHandle(ref, () => ({
      flyTo: async (viewpoint) => {
        viewer.flown.push(viewpoint);
      },
      select: async () => {},
      isolate: async () => {},
      hide: async () => {},
      ghost: async () => {},
      showAll: async () => {},
      getViewpoint: async () => VIEW,
      snapshot: async () => {
        viewer.snapshots++;
        return new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
      },
      addPins: async () => {},
      colour: async () => {},
      selection: { versionId: null, globalIds: [] },
      loadedVersions: props.models,
    }));
    return (
      <div data-testid="fake-viewer" data-models={props.models.join(',')}>
        <button type="button" onClick={() => props.onSelect?.({ versionId: 12, globalIds: [WALL] })}>
          select-wall
        </button>
        {(props.pins ?? []).map((pin) => (
          <button key={pin.id} type="button" data-testid="fake-pin" onClick={() => props.onPinClick?.(pin.id)}>
            {pin.label}
          </button>
        ))}
      </div>
    );
  });
  return { ...real, BimViewer: FakeViewer };
});

const fake = fakeServerEachTest();
const told: string[] = [];
const ALL = [...Object.values(PERMS.business.problem), ...Object.values(MODEL_PERMS)];

function problem(problemId: number, name: string, extra: Partial<ProblemRow> = {}): ProblemRow {
  return {
    problemId,
    id: problemId,
    projectId: 7,
    kind: '0',
    name,
    content: '',
    level: '一般',
    type: '质量',
    hazardType: null,
    status: 1,
    files: '',
    location: '',
    dueDate: null,
    extend1: '',
    componentId: '',
    bandId: 1,
    bandName: '建筑',
    implementerUser: [],
    implementerIds: [],
    closed: '0',
    creatorId: 1,
    createBy: 'admin',
    createTime: '2026-11-20 10:00:00',
    updateTime: null,
    unread: false,
    ...extra,
  } as ProblemRow;
}

function viewpoint(viewpointId: number, problemId: number | null, extra: Partial<ViewpointRow> = {}): ViewpointRow {
  return {
    viewpointId,
    projectId: 7,
    problemId,
    versionId: 12,
    bandId: 1,
    camera: VIEW.camera,
    clipping: [],
    selection: [WALL],
    hidden: [],
    snapshot: null,
    componentNames: ['外墙 W-1'],
    createBy: 'admin',
    createTime: '2026-11-20 10:00:00',
    ...extra,
  };
}

const bandRow = (bandId: number, bandName: string, currentVersionId: number | null) => ({
  bandId,
  projectId: 7,
  bandName,
  sort: bandId,
  currentVersionId,
  currentVersionNo: currentVersionId ? 1 : null,
  versionCount: currentVersionId ? 1 : 0,
  status: currentVersionId ? ('2' as const) : null,
  updateTime: null,
});

let problems: ProblemRow[] = [];
let viewpoints: ViewpointRow[] = [];

beforeEach(() => {
  told.length = 0;
  recordFeedback({ told, failures: 'ignored' });
  viewer.flown = [];
  viewer.snapshots = 0;
  problems = [problem(3, '楼梯栏杆松动', { extend1: '外墙 W-1', componentId: WALL })];
  viewpoints = [viewpoint(30, 3), viewpoint(31, null)];
  const s = fake.server;
  s.answer('GET /business/problem/list', () => table(problems));
  s.answer('GET /business/problem/getListView', () => ({
    code: 200,
    msg: 'ok',
    data: [{ bandId: 1, bandName: '建筑', total: problems.length, open: problems.length, unread: 0 }],
  }));
  s.answer('GET /business/model/band/list', () =>
    table([bandRow(1, '建筑', 12), bandRow(2, '结构', 22), bandRow(3, '幕墙', null)]),
  );
  s.answer('GET /business/model/viewpoint/list', (call) =>
    table(
      call.query.get('problemId')
        ? viewpoints.filter((row) => String(row.problemId) === call.query.get('problemId'))
        : viewpoints,
    ),
  );
  s.answer('GET /business/projectRole/memberOptions/7', () => ({ code: 200, msg: 'ok', rows: [], total: 0 }));
  s.answer('GET /business/project/bands/7', () => ({
    code: 200,
    msg: 'ok',
    data: [
      { bandId: 1, projectId: 7, bandName: '建筑' },
      { bandId: 2, projectId: 7, bandName: '结构' },
    ],
  }));
  s.answer(`GET /business/model/element/12/${WALL}`, () => ({
    code: 200,
    msg: 'ok',
    data: { globalId: WALL, expressId: 101, ifcClass: 'IFCWALL', name: '外墙 W-1', storey: '一层', psets: {} },
  }));
});

const openPage = async () => {
  inProject(ALL);
  renderWithProviders(<ProblemTrackingPage />);
  return screen.findByTestId('fake-viewer');
};

// Each test renders the whole page with antd's form and dialog: slow on a loaded 2-core machine.
describe('问题追踪 with the model', { timeout: 60_000 }, () => {
  it('federates the current version of every converted band and pins the listed problems with a viewpoint', async () => {
    const shown = await openPage();
    await waitFor(() => expect(shown.dataset.models).toBe('12,22'));
    await waitFor(() => expect(viewer.pins).toEqual([{ id: 3, label: '楼梯栏杆松动', globalId: WALL }]));

    // Only 建筑 chosen: its version alone.
    const bands = screen.getByTestId('tracking-model-bands');
    await userEvent.click(
      within(bands).getAllByText('结构')[0]?.parentElement?.querySelector('.ant-select-selection-item-remove') ?? bands,
    );
    await waitFor(() => expect(shown.dataset.models).toBe('12'));

    // The list filtered by the band 建筑 shows that band's model alone; 全部问题 shows every band again.
    await userEvent.click(screen.getAllByTestId('tracking-band')[1] as HTMLElement);
    await waitFor(() => expect(shown.dataset.models).toBe('12'));
    await userEvent.click(screen.getAllByTestId('tracking-band')[0] as HTMLElement);
    await waitFor(() => expect(shown.dataset.models).toBe('12,22'));
  });

  it('creates a problem from the selected component, then saves its viewpoint with a snapshot', async () => {
    const added: unknown[] = [];
    const saved: unknown[] = [];
    fake.server.answer('POST /business/problem', (call) => {
      added.push(call.body);
      problems = [...problems, problem(9, '墙面空鼓')];
      return { code: 200, msg: '操作成功', data: 9 };
    });
    fake.server.answer('POST /file/upload', () => ({
      code: 200,
      msg: 'ok',
      data: { name: 'problem-9.png', url: '/prod-api/file/2026/11/29/0123456789abcdef0123456789abcdef.png' },
    }));
    fake.server.answer('POST /business/model/viewpoint', (call) => {
      saved.push(call.body);
      viewpoints = [viewpoint(40, 9), ...viewpoints];
      return { code: 200, msg: 'ok', data: { viewpointId: 40 } };
    });
    await openPage();
    const create = screen.getByTestId('tracking-create-from-selection');
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByText('select-wall'));
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(create);

    const form = await screen.findByTestId('tracking-form');
    await waitFor(() => expect(within(form).getByDisplayValue('外墙 W-1')).toBeTruthy());
    await userEvent.type(screen.getByTestId('tracking-form-name'), '墙面空鼓');
    await userEvent.click(screen.getByTestId('tracking-form-submit'));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(added[0]).toMatchObject({
      projectId: 7,
      kind: '0',
      name: '墙面空鼓',
      extend1: '外墙 W-1',
      componentId: WALL,
      bandId: 1,
      bandName: '建筑',
    });
    expect(saved[0]).toEqual({
      projectId: 7,
      problemId: 9,
      versionId: 12,
      camera: VIEW.camera,
      clipping: VIEW.clipping,
      selection: [WALL],
      hidden: VIEW.hidden,
      snapshot: '/prod-api/file/2026/11/29/0123456789abcdef0123456789abcdef.png',
    });
    expect(viewer.snapshots).toBe(1);
    const upload = fake.server.called('POST', '/file/upload')[0];
    expect(upload?.query.get('kind')).toBe('image');
    await waitFor(() => expect(told).toContain('已保存问题视点'));
  });

  it('still saves the viewpoint when the snapshot cannot be uploaded', async () => {
    const saved: Record<string, unknown>[] = [];
    fake.server.answer('POST /business/problem', () => ({ code: 200, msg: '操作成功', data: 9 }));
    fake.server.answer('POST /file/upload', () => ({ code: 500, msg: '今日上传已达上限' }));
    fake.server.answer('POST /business/model/viewpoint', (call) => {
      saved.push(call.body as Record<string, unknown>);
      return { code: 200, msg: 'ok', data: { viewpointId: 41 } };
    });
    await openPage();
    await userEvent.click(screen.getByText('select-wall'));
    await userEvent.click(screen.getByTestId('tracking-create-from-selection'));
    await screen.findByTestId('tracking-form');
    await userEvent.type(screen.getByTestId('tracking-form-name'), '墙面空鼓');
    await userEvent.click(screen.getByTestId('tracking-form-submit'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.snapshot).toBeUndefined();
    expect(saved[0]?.problemId).toBe(9);
  });

  it('a pin opens the problem dialog; its linked component flies the viewer to the saved viewpoint', async () => {
    fake.server.answer('GET /business/problem/3', () => ({
      code: 200,
      msg: 'ok',
      data: problemDetail({
        problemId: 3,
        id: 3,
        kind: '0',
        name: '楼梯栏杆松动',
        extend1: '外墙 W-1',
        componentId: WALL,
      }),
    }));
    fake.server.answer('GET /business/quality/listQualityProblemRectification', () => table([]));
    fake.server.answer('GET /business/quality/listQualityProblemComment', () => table([]));
    await openPage();
    await userEvent.click(await screen.findByTestId('fake-pin'));
    await waitFor(() => expect(screen.getByTestId('problem-name').textContent).toBe('楼梯栏杆松动'));

    act(() => problemEvents.emit('jumpToComponent', { problemId: 3, component: '外墙 W-1' }));
    await waitFor(() => expect(viewer.flown).toHaveLength(1));
    expect(viewer.flown[0]).toMatchObject({ viewpointId: 30, camera: VIEW.camera, selection: [WALL] });
    expect(fake.server.reads.some((url) => url.search === '?projectId=7&problemId=3')).toBe(true);
  });

  it('says so when the problem has no saved viewpoint', async () => {
    await openPage();
    act(() => problemEvents.emit('jumpToComponent', { problemId: 5, component: 'x' }));
    await waitFor(() => expect(told).toContain('该问题没有保存的视点'));
    expect(viewer.flown).toHaveLength(0);
  });
});
