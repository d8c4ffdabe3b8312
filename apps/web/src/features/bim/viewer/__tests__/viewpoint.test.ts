import { describe, expect, it } from 'vitest';
import {
  type CameraReading,
  cameraToViewpoint,
  clippingToPlane,
  planeToClipping,
  viewpointToCamera,
} from '../viewpoint.ts';

const perspective: CameraReading = {
  projection: 'Perspective',
  position: [10.1234567, 8, -3],
  target: [0, 1.5, 0],
  up: [0, 2, 0],
  fov: 60,
  orthoHeight: 50,
  zoom: 1,
};

describe('viewpoint ↔ camera', () => {
  it('reads a perspective camera as BCF does: rounded, up normalised, fov in degrees', () => {
    expect(cameraToViewpoint(perspective)).toEqual({
      kind: 'perspective',
      position: [10.123457, 8, -3],
      target: [0, 1.5, 0],
      up: [0, 1, 0],
      fov: 60,
    });
  });

  it('reads an orthographic camera as its view height (frustum height over zoom)', () => {
    const camera = cameraToViewpoint({ ...perspective, projection: 'Orthographic', orthoHeight: 50, zoom: 2.5 });
    expect(camera).toMatchObject({ kind: 'orthogonal', viewToWorldScale: 20 });
    expect(camera.fov).toBeUndefined();
  });

  it('gives back the pose it was read from (perspective and orthographic)', () => {
    const pose = viewpointToCamera(cameraToViewpoint(perspective), 50);
    expect(pose).toEqual({
      projection: 'Perspective',
      position: [10.123457, 8, -3],
      target: [0, 1.5, 0],
      up: [0, 1, 0],
      fov: 60,
      zoom: null,
    });
    const ortho = viewpointToCamera(
      cameraToViewpoint({ ...perspective, projection: 'Orthographic', orthoHeight: 50, zoom: 4 }),
      50,
    );
    expect(ortho?.projection).toBe('Orthographic');
    expect(ortho?.zoom).toBeCloseTo(4, 6);
  });

  it('refuses a camera that looks at its own position or holds non-finite numbers', () => {
    expect(
      viewpointToCamera({ kind: 'perspective', position: [1, 1, 1], target: [1, 1, 1], up: [0, 1, 0] }, 50),
    ).toBeNull();
    expect(
      viewpointToCamera({ kind: 'perspective', position: [Number.NaN, 1, 1], target: [0, 0, 0], up: [0, 1, 0] }, 50),
    ).toBeNull();
  });

  it('keeps an imported field of view within 1–179° and gives 60° to a camera without one', () => {
    const base = {
      kind: 'perspective' as const,
      position: [5, 5, 5] as [number, number, number],
      target: [0, 0, 0] as [number, number, number],
      up: [0, 0, 3] as [number, number, number],
    };
    expect(viewpointToCamera({ ...base, fov: 400 }, 50)?.fov).toBe(179);
    expect(viewpointToCamera(base, 50)?.fov).toBe(60);
    expect(viewpointToCamera(base, 50)?.up).toEqual([0, 0, 1]);
  });

  it('writes a clipping plane with the direction towards the part cut away (BCF) and reads it back', () => {
    const clip = planeToClipping([1, 2, 3], [0, -2, 0]);
    expect(clip).toEqual({ location: [1, 2, 3], direction: [0, 1, 0] });
    expect(clippingToPlane(clip)).toEqual({ origin: [1, 2, 3], normal: [-0, -1, -0] });
    expect(clippingToPlane({ location: [0, 0, 0], direction: [0, 0, 0] })).toBeNull();
  });
});
