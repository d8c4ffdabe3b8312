import { describe, expect, it } from 'vitest';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import type { ViewpointState } from '../../viewer/index.ts';
import { saveProblemViewpoint } from '../save-viewpoint.ts';

const fake = fakeServerEachTest();
const id = (n: number) => `0${String(n).padStart(21, '0')}`;
const camera = {
  kind: 'orthogonal' as const,
  position: [0, 50, 0],
  target: [0, 0, 0],
  up: [0, 0, -1],
  viewToWorldScale: 12,
};

const viewerShowing = (state: Partial<ViewpointState>, snapshot: () => Promise<Blob>) => ({
  getViewpoint: async (): Promise<ViewpointState> => ({
    camera: camera as ViewpointState['camera'],
    clipping: [],
    selection: [],
    hidden: [],
    ...state,
  }),
  snapshot,
});

describe('a problem’s viewpoint', () => {
  it('keeps the contract’s limits: six planes, and no hidden list beyond 10 000 components', async () => {
    const bodies: Record<string, unknown>[] = [];
    fake.server.answer('POST /file/upload', () => ({
      code: 200,
      msg: 'ok',
      data: { name: 'p.png', url: '/prod-api/file/2026/11/29/00112233445566778899aabbccddeeff.png' },
    }));
    fake.server.answer('POST /business/model/viewpoint', (call) => {
      bodies.push(call.body as Record<string, unknown>);
      return { code: 200, msg: 'ok', data: { viewpointId: 5 } };
    });
    const planes = Array.from({ length: 8 }, (_, i) => ({
      location: [i, 0, 0] as [number, number, number],
      direction: [1, 0, 0] as [number, number, number],
    }));
    const hidden = Array.from({ length: 10_001 }, (_, i) => id(i));
    const viewer = viewerShowing({ clipping: planes, selection: [id(1)], hidden }, async () => new Blob(['png']));
    expect(await saveProblemViewpoint(viewer, { projectId: 7, problemId: 3, versionId: 12 })).toBe(5);
    expect(bodies[0]).toMatchObject({
      projectId: 7,
      problemId: 3,
      versionId: 12,
      camera,
      selection: [id(1)],
      hidden: [],
    });
    expect(bodies[0]?.clipping).toHaveLength(6);
    expect(bodies[0]?.snapshot).toBe('/prod-api/file/2026/11/29/00112233445566778899aabbccddeeff.png');
  });

  it('is saved without a snapshot when the view cannot be captured, and rejects when the server refuses it', async () => {
    fake.server.answer('POST /business/model/viewpoint', () => ({ code: 500, msg: '模型版本不存在' }));
    const viewer = viewerShowing({}, () => Promise.reject(new Error('no WebGL')));
    await expect(saveProblemViewpoint(viewer, { projectId: 7, problemId: 3, versionId: 12 })).rejects.toThrow(
      '模型版本不存在',
    );
    expect(fake.server.called('POST', '/file/upload')).toHaveLength(0);
    expect(fake.server.called('POST', '/business/model/viewpoint')[0]?.body).not.toHaveProperty('snapshot');
  });
});
