import { describe, expect, it } from 'vitest';
import { pinScreenPosition, pinsFromViewpoints } from '../pins.ts';

const row = (viewpointId: number, problemId: number | null, selection: string[], createTime: string) => ({
  viewpointId,
  problemId,
  selection,
  camera: { target: [viewpointId, 0, 0] as [number, number, number] },
  createTime,
});

describe('pins from viewpoint rows', () => {
  it('gives one pin per problem, from its newest viewpoint, on its first component', () => {
    const pins = pinsFromViewpoints(
      [
        row(1, 7, ['0aaaaaaaaaaaaaaaaaaaaa'], '2026-11-01 10:00:00'),
        row(2, 7, ['0bbbbbbbbbbbbbbbbbbbbb', '0ccccccccccccccccccccc'], '2026-11-02 10:00:00'),
        row(3, 5, ['0ddddddddddddddddddddd'], '2026-11-01 09:00:00'),
        row(4, null, ['0eeeeeeeeeeeeeeeeeeeee'], '2026-11-03 10:00:00'),
      ],
      (problemId) => `问题 ${problemId}`,
    );
    expect(pins).toEqual([
      { id: 5, label: '问题 5', globalId: '0ddddddddddddddddddddd' },
      { id: 7, label: '问题 7', globalId: '0bbbbbbbbbbbbbbbbbbbbb' },
    ]);
  });

  it('puts a problem that selects nothing where its camera looked; same time: the higher id wins', () => {
    const pins = pinsFromViewpoints([row(9, 3, [], '2026-11-01 10:00:00'), row(8, 3, ['0x'], '2026-11-01 10:00:00')]);
    expect(pins).toEqual([{ id: 3, label: '#3', position: [9, 0, 0] }]);
  });

  it('colours a pin when told', () => {
    const [pin] = pinsFromViewpoints([row(1, 2, ['g'], 't')], undefined, () => '#999');
    expect(pin?.color).toBe('#999');
  });
});

describe('pin screen position', () => {
  it('maps device coordinates to pixels and hides what is behind or outside', () => {
    expect(pinScreenPosition([0, 0, 0.5], 800, 600)).toEqual({ x: 400, y: 300 });
    expect(pinScreenPosition([-1, 1, 0], 800, 600)).toEqual({ x: 0, y: 0 });
    expect(pinScreenPosition([0, 0, 1.2], 800, 600)).toBeNull();
    expect(pinScreenPosition([1.5, 0, 0.5], 800, 600)).toBeNull();
  });
});
