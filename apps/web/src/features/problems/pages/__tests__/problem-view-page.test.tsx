import { screen, within } from '@testing-library/react';
import type { SharedProblem, SharedViewpoint } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { renderRouter } from '@/shared/testing/render-routes.tsx';
import ProblemViewPage from '../problem-view-page.tsx';

const fake = fakeServerEachTest();

const problem = (over: Partial<SharedProblem> = {}): SharedProblem => ({
  name: '墙体开裂',
  content: '南侧外墙出现裂缝',
  level: '一般',
  status: 1,
  kind: '0',
  files: '',
  createTime: '2026-11-29 09:00:00',
  rectifications: [],
  ...over,
});

const place: SharedViewpoint = {
  bandName: '建筑',
  versionNo: 2,
  snapshot: '/prod-api/file/2026/11/29/0123456789abcdef0123456789abcdef.png',
  components: [{ globalId: '35Z81ZlNn$yslQaC$u0GRm', name: '1F 外墙-南' }],
  createTime: '2026-11-29 09:00:00',
};

const token = (c: string) => c.repeat(40);
const open = (t: string) =>
  renderRouter([{ path: '/problemtrackingView/:id', element: <ProblemViewPage /> }], `/problemtrackingView/${t}`);

describe('/problemtrackingView/:id', () => {
  it('shows a model problem’s place in the model: band, version, components and snapshot', async () => {
    fake.server.answer(`GET /business/problem/shared/${token('a')}`, () => ({ code: 200, msg: 'ok', data: problem() }));
    fake.server.answer(`GET /business/model/viewpoint/shared/${token('a')}`, () => ({
      code: 200,
      msg: 'ok',
      data: place,
    }));
    open(token('a'));
    const model = await screen.findByTestId('problem-view-model');
    expect(within(model).getByText('建筑 · 第 2 版')).toBeTruthy();
    expect(within(model).getByText('1F 外墙-南')).toBeTruthy();
    expect(within(model).getByAltText('视点截图').getAttribute('src')).toBe(place.snapshot);
  });

  it('asks nothing of the model for a quality problem, and shows no place when a model problem has no viewpoint', async () => {
    fake.server.answer(`GET /business/problem/shared/${token('b')}`, () => ({
      code: 200,
      msg: 'ok',
      data: problem({ kind: '1', name: '钢筋间距不足' }),
    }));
    open(token('b'));
    expect((await screen.findByTestId('problem-view-name')).textContent).toBe('钢筋间距不足');
    expect(fake.server.called('GET', `/business/model/viewpoint/shared/${token('b')}`)).toEqual([]);
    expect(screen.queryByTestId('problem-view-model')).toBeNull();

    fake.server.answer(`GET /business/problem/shared/${token('c')}`, () => ({ code: 200, msg: 'ok', data: problem() }));
    fake.server.answer(`GET /business/model/viewpoint/shared/${token('c')}`, () => ({
      code: 200,
      msg: 'ok',
      data: null,
    }));
    open(token('c'));
    await screen.findAllByTestId('problem-view-name');
    await expect.poll(() => fake.server.called('GET', `/business/model/viewpoint/shared/${token('c')}`).length).toBe(1);
    expect(screen.queryByTestId('problem-view-model')).toBeNull();
  });
});
