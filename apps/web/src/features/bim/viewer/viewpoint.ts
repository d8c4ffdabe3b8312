/**
 * Saved views (spec: "saved viewpoints": camera, clipping, selection, visibility) as the server
 * keeps them and BCF 2.1 exchanges them, and their mapping to and from the viewer's camera. Pure:
 * no three.js here, so it is tested without WebGL.
 */

export type Vec3 = [number, number, number];

export interface ViewpointCamera {
  kind: 'perspective' | 'orthogonal';
  position: Vec3;
  target: Vec3;
  up: Vec3;
  /** Perspective: the vertical field of view in degrees. */
  fov?: number;
  /** Orthogonal: the height of the view in metres (BCF's ViewToWorldScale). */
  viewToWorldScale?: number;
}

/** A clipping plane as BCF writes it: a point on it and the direction towards the part cut away. */
export interface ViewpointClipping {
  location: Vec3;
  direction: Vec3;
}

export interface ViewpointState {
  camera: ViewpointCamera;
  clipping: ViewpointClipping[];
  /** The selected components' IFC GlobalIds. */
  selection: string[];
  /** The hidden components' IFC GlobalIds. */
  hidden: string[];
}

/** What the viewer reads off its camera (three's cameras and camera-controls, as plain numbers). */
export interface CameraReading {
  projection: 'Perspective' | 'Orthographic';
  position: Vec3;
  target: Vec3;
  up: Vec3;
  /** The perspective camera's vertical field of view, degrees. */
  fov: number;
  /** The orthographic camera's frustum height (top − bottom) and zoom. */
  orthoHeight: number;
  zoom: number;
}

/** What the viewer applies to its camera to show a viewpoint. */
export interface CameraPose {
  projection: 'Perspective' | 'Orthographic';
  position: Vec3;
  target: Vec3;
  up: Vec3;
  fov: number | null;
  /** The orthographic zoom that makes the view `viewToWorldScale` high, or null. */
  zoom: number | null;
}

const DEFAULT_FOV = 60;
const MIN_FOV = 1;
const MAX_FOV = 179;
const EPSILON = 1e-9;

const finite = (v: Vec3) => v.every((n) => Number.isFinite(n));
// + 0 turns -0 into 0 (a negated zero would otherwise be saved as -0).
const round = (n: number) => Math.round(n * 1e6) / 1e6 + 0;
const rounded = (v: Vec3): Vec3 => [round(v[0]), round(v[1]), round(v[2])];
const length = (v: Vec3) => Math.hypot(v[0], v[1], v[2]);
const normalised = (v: Vec3): Vec3 => {
  const l = length(v);
  return l < EPSILON ? [0, 0, 1] : [v[0] / l, v[1] / l, v[2] / l];
};

/** The viewpoint's camera read off the viewer's camera. */
export function cameraToViewpoint(reading: CameraReading): ViewpointCamera {
  const base = {
    position: rounded(reading.position),
    target: rounded(reading.target),
    up: rounded(normalised(reading.up)),
  };
  if (reading.projection === 'Orthographic') {
    const zoom = reading.zoom > EPSILON ? reading.zoom : 1;
    return { kind: 'orthogonal', ...base, viewToWorldScale: round(reading.orthoHeight / zoom) };
  }
  return { kind: 'perspective', ...base, fov: round(reading.fov) };
}

/**
 * The pose that shows a viewpoint's camera. `orthoHeight` is the viewer's orthographic frustum
 * height at zoom 1. A camera whose position and target coincide, or with non-finite numbers, is
 * refused (null): the viewer keeps its view rather than jumping into nothing.
 */
export function viewpointToCamera(camera: ViewpointCamera, orthoHeight: number): CameraPose | null {
  if (!finite(camera.position) || !finite(camera.target) || !finite(camera.up)) return null;
  const d: Vec3 = [
    camera.target[0] - camera.position[0],
    camera.target[1] - camera.position[1],
    camera.target[2] - camera.position[2],
  ];
  if (length(d) < EPSILON) return null;
  const base = { position: camera.position, target: camera.target, up: normalised(camera.up) };
  if (camera.kind === 'orthogonal') {
    const scale = camera.viewToWorldScale;
    const zoom = scale && scale > EPSILON && orthoHeight > EPSILON ? orthoHeight / scale : null;
    return { projection: 'Orthographic', ...base, fov: null, zoom };
  }
  const fov =
    camera.fov && Number.isFinite(camera.fov) ? Math.min(MAX_FOV, Math.max(MIN_FOV, camera.fov)) : DEFAULT_FOV;
  return { projection: 'Perspective', ...base, fov, zoom: null };
}

/**
 * A plane of the viewer (three.js keeps the side its normal points to) as a viewpoint's clipping
 * plane (BCF points its direction to the side cut away), and back.
 */
export function planeToClipping(origin: Vec3, normal: Vec3): ViewpointClipping {
  const n = normalised(normal);
  return { location: rounded(origin), direction: rounded([-n[0], -n[1], -n[2]]) };
}

export function clippingToPlane(clipping: ViewpointClipping): { origin: Vec3; normal: Vec3 } | null {
  if (!finite(clipping.location) || !finite(clipping.direction) || length(clipping.direction) < EPSILON) return null;
  const d = normalised(clipping.direction);
  return { origin: clipping.location, normal: [-d[0], -d[1], -d[2]] };
}
