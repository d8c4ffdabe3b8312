/**
 * The 3D side of the viewer: That Open's components (world, fragments, highlighter, hider,
 * clipper, measurements) over three.js. Fragments are streamed by their worker (served from this
 * app as an asset, never a CDN), so a model of 100 000 elements never becomes 100 000 meshes.
 * React never touches three.js: the component drives this class through its methods.
 */
import * as OBC from '@thatopen/components';
import * as OBF from '@thatopen/components-front';
import type * as FRAGS from '@thatopen/fragments';
import workerUrl from '@thatopen/fragments/worker?url';
import * as THREE from 'three';
import { backgroundCss, type ModelBackground, rgbCss } from './background.ts';
import { type Pin, pinScreenPosition } from './pins.ts';
import {
  type CameraReading,
  cameraToViewpoint,
  clippingToPlane,
  planeToClipping,
  type Vec3,
  type ViewpointState,
  viewpointToCamera,
} from './viewpoint.ts';

export type NavigationMode = 'orbit' | 'firstPerson';
export type MeasureKind = 'length' | 'area' | 'angle';
export type ModelIdMap = OBC.ModelIdMap;

/** The height of the orthographic view at zoom 1 (That Open's OrthoPerspectiveCamera frustum). */
const ORTHO_FRUSTUM = 50;
const SELECT = 'select';
const GHOST_OPACITY = 0.15;
const PLAN_CUT = 1.2;

const vec = (v: THREE.Vector3): Vec3 => [v.x, v.y, v.z];
const three = (v: Vec3) => new THREE.Vector3(v[0], v[1], v[2]);

export interface EngineEvents {
  /** The selection changed by a click in the view (GlobalIds and the express ids per model). */
  onSelect(globalIds: string[], items: ModelIdMap): void;
  onPinClick(id: number): void;
}

export class ViewerEngine {
  private readonly components = new OBC.Components();
  private readonly world: OBC.SimpleWorld<OBC.SimpleScene, OBC.OrthoPerspectiveCamera, OBC.SimpleRenderer>;
  private readonly fragments: OBC.FragmentsManager;
  private readonly highlighter: OBF.Highlighter;
  private readonly hider: OBC.Hider;
  private readonly clipper: OBC.Clipper;
  private readonly measurers: Record<MeasureKind, OBF.LengthMeasurement | OBF.AreaMeasurement | OBF.AngleMeasurement>;
  private readonly pinLayer: HTMLDivElement;
  private pins: { pin: Pin; at: THREE.Vector3 | null; element: HTMLButtonElement }[] = [];
  private ghosted = false;
  private measuring: MeasureKind | null = null;
  private clipping = false;
  private selection: ModelIdMap = {};
  /** The highlighter styles `colour` has used (cleared on the next call). */
  private colourStyles = new Set<string>();
  private disposed = false;

  constructor(
    private readonly container: HTMLElement,
    private readonly events: EngineEvents,
  ) {
    const worlds = this.components.get(OBC.Worlds);
    const world = worlds.create<OBC.SimpleScene, OBC.OrthoPerspectiveCamera, OBC.SimpleRenderer>();
    this.world = world;
    world.scene = new OBC.SimpleScene(this.components);
    world.scene.setup();
    // The background is the container's gradient: the canvas stays transparent.
    world.scene.three.background = null;
    world.renderer = new OBC.SimpleRenderer(this.components, container, { alpha: true, antialias: true });
    world.renderer.three.setClearColor(0x000000, 0);
    world.camera = new OBC.OrthoPerspectiveCamera(this.components);
    this.components.init();
    this.components.get(OBC.Raycasters).get(world);

    this.fragments = this.components.get(OBC.FragmentsManager);
    // One worker is enough for the tests' SwiftShader machines; more on a real GPU box.
    this.fragments.init(workerUrl);
    world.camera.controls.addEventListener('rest', () => void this.fragments.core.update(true));
    world.camera.projection.onChanged.add((camera: THREE.PerspectiveCamera | THREE.OrthographicCamera) => {
      // biome-ignore lint/correctness/useHookAtTopLevel: That Open's method, not a React hook
      for (const model of this.fragments.list.values()) model.useCamera(camera);
      void this.fragments.core.update(true);
    });
    this.fragments.list.onItemSet.add(({ value: model }) => {
      model.useCamera(world.camera.three);
      world.scene.three.add(model.object);
      void this.fragments.core.update(true);
    });

    this.highlighter = this.components.get(OBF.Highlighter);
    this.highlighter.setup({
      world,
      selectMaterialDefinition: { color: new THREE.Color('#1677ff'), opacity: 1, transparent: false, renderedFaces: 0 },
    });
    this.highlighter.zoomToSelection = false;
    const selectEvents = this.highlighter.events[SELECT];
    selectEvents?.onHighlight.add((items) => void this.selected(items));
    selectEvents?.onClear.add(() => void this.selected({}));

    this.hider = this.components.get(OBC.Hider);
    this.clipper = this.components.get(OBC.Clipper);
    this.clipper.enabled = false;

    this.measurers = {
      length: this.components.get(OBF.LengthMeasurement),
      area: this.components.get(OBF.AreaMeasurement),
      angle: this.components.get(OBF.AngleMeasurement),
    };
    for (const measurer of Object.values(this.measurers)) {
      measurer.world = world;
      measurer.color = new THREE.Color('#faad14');
      measurer.enabled = false;
    }

    this.pinLayer = document.createElement('div');
    this.pinLayer.className = 'bim-pin-layer';
    Object.assign(this.pinLayer.style, { position: 'absolute', inset: '0', pointerEvents: 'none', overflow: 'hidden' });
    container.appendChild(this.pinLayer);
    world.renderer.onAfterUpdate.add(() => this.placePins());

    container.addEventListener('dblclick', this.onDoubleClick);
    window.addEventListener('keydown', this.onKey);
  }

  /** The canvas (tests and screenshots look for it). */
  get canvas() {
    return this.world.renderer?.three.domElement ?? null;
  }

  setBackground(background: ModelBackground) {
    this.container.style.background = backgroundCss(background);
    this.container.dataset.background = rgbCss(background.top);
  }

  /** Loads a model's fragments under `modelId` (the version id), replacing one of the same id. */
  async load(modelId: string, bytes: ArrayBuffer, onProgress?: (fraction: number) => void) {
    if (this.fragments.list.has(modelId)) await this.fragments.core.disposeModel(modelId);
    const model = await this.fragments.core.load(bytes, {
      modelId,
      camera: this.world.camera.three,
      onProgress: (event: FRAGS.LoadProgressEvent) => {
        const stage = { decompressing: 0, parsing: 1, generating: 2, done: 3 }[event.stage];
        onProgress?.(Math.min(1, (stage + event.progress) / 3));
      },
    });
    await this.fragments.core.update(true);
    // Pins set before this model arrived may sit on its components.
    for (const entry of this.pins) entry.at ??= await this.pinPoint(entry.pin);
    return model;
  }

  /** Calls `callback` once, right after the next frame is drawn. */
  afterNextFrame(callback: () => void) {
    const renderer = this.world.renderer;
    if (!renderer) return;
    const once = () => {
      renderer.onAfterUpdate.remove(once);
      callback();
    };
    renderer.onAfterUpdate.add(once);
  }

  /** Unloads every model not in `keep`. */
  async keepOnly(keep: Set<string>) {
    for (const id of [...this.fragments.list.keys()]) {
      if (!keep.has(id)) await this.fragments.core.disposeModel(id);
    }
  }

  get modelIds() {
    return [...this.fragments.list.keys()];
  }

  /** Fits the camera to the selection, or to everything when nothing is selected. */
  async fit(items?: ModelIdMap) {
    const target = items && Object.keys(items).length ? items : undefined;
    await this.world.camera.fitToItems(target);
  }

  /** The home view: perspective, orbiting, everything in sight from the south-east. */
  async home(smooth = true) {
    await this.world.camera.projection.set('Perspective');
    this.world.camera.set('Orbit');
    const box = await this.boundingBox();
    if (!box) return;
    const center = box.getCenter(new THREE.Vector3());
    const size = box.getSize(new THREE.Vector3()).length() || 10;
    await this.world.camera.controls.setLookAt(
      center.x + size,
      center.y + size * 0.8,
      center.z + size,
      center.x,
      center.y,
      center.z,
      smooth,
    );
  }

  setNavigation(mode: NavigationMode) {
    if (mode === 'firstPerson') {
      void this.world.camera.projection.set('Perspective').then(() => this.world.camera.set('FirstPerson'));
    } else {
      this.world.camera.set('Orbit');
    }
  }

  /** GlobalIds to the express ids of the loaded models. */
  async itemsOf(globalIds: string[]): Promise<ModelIdMap> {
    if (!globalIds.length) return {};
    return this.fragments.guidsToModelIdMap(globalIds);
  }

  async globalIdsOf(items: ModelIdMap): Promise<string[]> {
    const out: string[] = [];
    for (const [modelId, ids] of Object.entries(items)) {
      const model = this.fragments.list.get(modelId);
      if (!model || !ids.size) continue;
      for (const guid of await model.getGuidsByLocalIds([...ids])) if (guid) out.push(guid);
    }
    return out;
  }

  /** Selects these components (highlighted; the camera flies to them when `fly`). */
  async select(globalIds: string[], fly = false) {
    const items = await this.itemsOf(globalIds);
    await this.selectItems(items, fly);
  }

  async selectItems(items: ModelIdMap, fly = false) {
    if (!Object.values(items).some((ids) => ids.size)) {
      await this.highlighter.clear(SELECT);
      this.selection = {};
      return;
    }
    await this.highlighter.highlightByID(SELECT, items, true, false);
    this.selection = items;
    if (fly) await this.fit(items);
  }

  /** Colours groups of components (their own highlighter styles, under the selection's). */
  async colour(groups: { color: string; globalIds: string[] }[]) {
    for (const name of this.colourStyles) await this.highlighter.clear(name);
    this.colourStyles.clear();
    for (const group of groups) {
      const name = `colour-${group.color}`;
      if (!this.highlighter.styles.has(name))
        this.highlighter.styles.set(name, {
          color: new THREE.Color(group.color),
          opacity: 1,
          transparent: false,
          renderedFaces: 0,
        });
      const items = await this.itemsOf(group.globalIds);
      if (!Object.values(items).some((ids) => ids.size)) continue;
      await this.highlighter.highlightByID(name, items, true, false);
      this.colourStyles.add(name);
    }
  }

  private async selected(items: ModelIdMap) {
    this.selection = items;
    this.events.onSelect(await this.globalIdsOf(items), items);
  }

  get selectedItems() {
    return this.selection;
  }

  /** Shows only the selection. */
  async isolate(items = this.selection) {
    if (!Object.keys(items).length) return;
    await this.hider.isolate(items);
  }

  async hide(items = this.selection) {
    if (!Object.keys(items).length) return;
    await this.hider.set(false, items);
    await this.highlighter.clear(SELECT);
  }

  /** Everything but the selection turns translucent (again: back to opaque). */
  async ghost(items = this.selection) {
    this.ghosted = !this.ghosted;
    for (const [modelId, model] of this.fragments.list) {
      if (this.ghosted) {
        await model.setOpacity(undefined, GHOST_OPACITY);
        const keep = items[modelId];
        if (keep?.size) await model.resetOpacity([...keep]);
      } else {
        await model.resetOpacity(undefined);
      }
    }
    await this.fragments.core.update(true);
    return this.ghosted;
  }

  async showAll() {
    await this.hider.set(true);
    if (this.ghosted) await this.ghost();
    this.clipper.deleteAll();
    await this.fragments.core.update(true);
  }

  /** The hidden components' GlobalIds. */
  async hiddenGlobalIds(): Promise<string[]> {
    const hidden = await this.hider.getVisibilityMap(false);
    const items: ModelIdMap = {};
    for (const [modelId, ids] of Object.entries(hidden)) items[modelId] = new Set(ids);
    return this.globalIdsOf(items);
  }

  /** A double click: a clipping plane on the surface under the cursor, or a measurement point. */
  private readonly onDoubleClick = () => {
    if (this.clipping) void this.clipper.create(this.world);
    else if (this.measuring) this.measurers[this.measuring].create();
  };

  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      if (this.clipping) void this.clipper.delete(this.world);
      else if (this.measuring) this.measurers[this.measuring].delete();
    } else if (event.key === 'Enter' && this.measuring) {
      this.measurers[this.measuring].endCreation();
    } else if (event.key === 'Escape' && this.measuring) {
      this.measurers[this.measuring].cancelCreation();
    }
  };

  /** The clipping tool: while on, a double click on the model puts a plane there. */
  setClipping(on: boolean) {
    this.clipping = on;
    this.clipper.enabled = on || this.clipper.list.size > 0;
    if (on) this.setMeasure(null);
  }

  /** Six planes around the selection (or the whole model): a section box. */
  async sectionBox(items = this.selection) {
    const box = await this.boundingBox(Object.keys(items).length ? items : undefined);
    if (!box) return false;
    this.clipper.deleteAll();
    this.clipper.enabled = true;
    const margin = 0.05;
    const { min, max } = box;
    const faces: [Vec3, Vec3][] = [
      [
        [-1, 0, 0],
        [max.x + margin, 0, 0],
      ],
      [
        [1, 0, 0],
        [min.x - margin, 0, 0],
      ],
      [
        [0, -1, 0],
        [0, max.y + margin, 0],
      ],
      [
        [0, 1, 0],
        [0, min.y - margin, 0],
      ],
      [
        [0, 0, -1],
        [0, 0, max.z + margin],
      ],
      [
        [0, 0, 1],
        [0, 0, min.z - margin],
      ],
    ];
    for (const [normal, point] of faces) {
      this.clipper.createFromNormalAndCoplanarPoint(this.world, three(normal), three(point));
    }
    return true;
  }

  clearClipping() {
    this.clipper.deleteAll();
    this.clipper.enabled = this.clipping;
  }

  setMeasure(kind: MeasureKind | null) {
    for (const [name, measurer] of Object.entries(this.measurers)) measurer.enabled = name === kind;
    this.measuring = kind;
    if (kind) this.clipping = false;
  }

  clearMeasurements() {
    for (const measurer of Object.values(this.measurers)) measurer.list.clear();
  }

  /**
   * The plan of a storey: orthographic, looking down, cut 1.2 m above its floor; `items` are the
   * storey's elements. Null items: back to the 3D view.
   */
  async storeyPlan(items: ModelIdMap | null) {
    this.clipper.deleteAll();
    if (!items) {
      this.clipper.enabled = this.clipping;
      await this.world.camera.projection.set('Perspective');
      this.world.camera.set('Orbit');
      await this.fit();
      return;
    }
    const box = await this.boundingBox(items);
    if (!box) return;
    const cut = Math.min(box.min.y + PLAN_CUT, box.max.y);
    this.clipper.enabled = true;
    this.clipper.createFromNormalAndCoplanarPoint(
      this.world,
      new THREE.Vector3(0, -1, 0),
      new THREE.Vector3(0, cut, 0),
    );
    await this.world.camera.projection.set('Orthographic');
    this.world.camera.set('Plan');
    const center = box.getCenter(new THREE.Vector3());
    await this.world.camera.controls.setLookAt(center.x, cut + 50, center.z, center.x, cut, center.z, false);
    const size = box.getSize(new THREE.Vector3());
    await this.world.camera.controls.zoomTo(ORTHO_FRUSTUM / Math.max(size.x, size.z, 1) / 1.1, false);
  }

  private async boundingBox(items?: ModelIdMap): Promise<THREE.Box3 | null> {
    const box = new THREE.Box3();
    for (const [modelId, model] of this.fragments.list) {
      const ids = items ? items[modelId] : undefined;
      if (items && !ids?.size) continue;
      const part = ids ? await model.getMergedBox([...ids]) : model.box;
      if (!part.isEmpty()) box.union(part);
    }
    return box.isEmpty() ? null : box;
  }

  private reading(): CameraReading {
    const camera = this.world.camera;
    const position = camera.controls.getPosition(new THREE.Vector3());
    const target = camera.controls.getTarget(new THREE.Vector3());
    const ortho = camera.threeOrtho;
    return {
      projection: camera.projection.current,
      position: vec(position),
      target: vec(target),
      up: vec(camera.three.up),
      fov: camera.threePersp.fov,
      orthoHeight: ortho.top - ortho.bottom,
      zoom: ortho.zoom,
    };
  }

  async getViewpoint(): Promise<ViewpointState> {
    const clipping = [...this.clipper.list.values()].map((plane) =>
      planeToClipping(vec(plane.origin), vec(plane.normal)),
    );
    return {
      camera: cameraToViewpoint(this.reading()),
      clipping,
      selection: await this.globalIdsOf(this.selection),
      hidden: await this.hiddenGlobalIds(),
    };
  }

  /** Shows a saved viewpoint: its camera, clipping planes, hidden and selected components. */
  async flyTo(viewpoint: Partial<ViewpointState> & Pick<ViewpointState, 'camera'>, smooth = true) {
    const ortho = this.world.camera.threeOrtho;
    const pose = viewpointToCamera(viewpoint.camera, ortho.top - ortho.bottom || ORTHO_FRUSTUM);
    await this.hider.set(true);
    if (viewpoint.hidden?.length) await this.hider.set(false, await this.itemsOf(viewpoint.hidden));
    this.clipper.deleteAll();
    for (const clip of viewpoint.clipping ?? []) {
      const plane = clippingToPlane(clip);
      if (!plane) continue;
      this.clipper.enabled = true;
      this.clipper.createFromNormalAndCoplanarPoint(this.world, three(plane.normal), three(plane.origin));
    }
    await this.select(viewpoint.selection ?? []);
    if (!pose) {
      if (viewpoint.selection?.length) await this.fit(this.selection);
      return;
    }
    await this.world.camera.projection.set(pose.projection);
    const controls = this.world.camera.controls;
    this.world.camera.three.up.set(...pose.up);
    controls.updateCameraUp();
    if (pose.fov !== null) {
      this.world.camera.threePersp.fov = pose.fov;
      this.world.camera.threePersp.updateProjectionMatrix();
    }
    await controls.setLookAt(...pose.position, ...pose.target, smooth);
    if (pose.zoom !== null) await controls.zoomTo(pose.zoom, smooth);
    await this.fragments.core.update(true);
  }

  /** A PNG of the view as it is, on its background. */
  async snapshot(): Promise<Blob> {
    const renderer = this.world.renderer;
    if (!renderer) throw new Error('no renderer');
    const canvas = renderer.three.domElement;
    renderer.three.render(this.world.scene.three, this.world.camera.three);
    const frame = canvas.toDataURL('image/png');
    const out = document.createElement('canvas');
    out.width = canvas.width;
    out.height = canvas.height;
    const context = out.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 0, out.height);
    const stops = getComputedStyle(this.container).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
    gradient.addColorStop(0, stops[0] ?? '#101d2b');
    gradient.addColorStop(1, stops[1] ?? stops[0] ?? '#000000');
    context.fillStyle = gradient;
    context.fillRect(0, 0, out.width, out.height);
    const image = new Image();
    image.src = frame;
    await image.decode();
    context.drawImage(image, 0, 0);
    return new Promise((resolve, reject) =>
      out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no snapshot'))), 'image/png'),
    );
  }

  /** Replaces the pins; those on a component sit at the centre of its box. */
  async setPins(pins: Pin[]) {
    for (const { element } of this.pins) element.remove();
    this.pins = [];
    for (const pin of pins) {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = 'bim-pin';
      element.dataset.testid = 'bim-pin';
      element.dataset.pinId = String(pin.id);
      element.title = pin.label;
      element.textContent = pin.label;
      Object.assign(element.style, {
        position: 'absolute',
        left: '0',
        top: '0',
        pointerEvents: 'auto',
        display: 'none',
        border: '2px solid #fff',
        borderRadius: '12px 12px 12px 0',
        padding: '2px 8px',
        font: '12px/18px sans-serif',
        color: '#fff',
        background: pin.color ?? '#f5222d',
        cursor: 'pointer',
        whiteSpace: 'nowrap',
        maxWidth: '160px',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        transform: 'translate(0, -100%)',
      });
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        this.events.onPinClick(pin.id);
      });
      this.pinLayer.appendChild(element);
      this.pins.push({ pin, at: await this.pinPoint(pin), element });
    }
    this.placePins();
  }

  private async pinPoint(pin: Pin): Promise<THREE.Vector3 | null> {
    if (pin.position) return three(pin.position);
    if (!pin.globalId) return null;
    const box = await this.boundingBox(await this.itemsOf([pin.globalId]));
    return box ? box.getCenter(new THREE.Vector3()) : null;
  }

  /** Positions the pins over the canvas after each frame. */
  private placePins() {
    if (!this.pins.length || !this.world.renderer) return;
    const { clientWidth: width, clientHeight: height } = this.container;
    const camera = this.world.camera.three;
    const point = new THREE.Vector3();
    for (const { at, element } of this.pins) {
      const place = at ? pinScreenPosition(vec(point.copy(at).project(camera)), width, height) : null;
      if (!place) {
        element.style.display = 'none';
        continue;
      }
      element.style.display = 'block';
      element.style.left = `${place.x}px`;
      element.style.top = `${place.y}px`;
    }
  }

  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    this.container.removeEventListener('dblclick', this.onDoubleClick);
    window.removeEventListener('keydown', this.onKey);
    this.pinLayer.remove();
    this.components.dispose();
  }
}
