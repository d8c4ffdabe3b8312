import type { Pin } from './pins.ts';
import type { ViewpointState } from './viewpoint.ts';

/** What is selected in the viewer: the version it belongs to and the components' GlobalIds. */
export interface ViewerSelection {
  versionId: number | null;
  globalIds: string[];
}

export interface BimViewerProps {
  /** The versions shown together (federated), by id; their fragments are fetched from the server. */
  models: number[];
  /** The view's height (the toolbar and the panels come on top of it). */
  height?: number | string;
  pins?: Pin[];
  /** The spatial tree and the properties beside the view (default true). */
  panels?: boolean;
  onSelect?(selection: ViewerSelection): void;
  onPinClick?(id: number): void;
  /** Every model is loaded and shown. */
  onLoaded?(): void;
}

/** Components shown in one colour (e.g. the 4D states of a plan's tasks on a day). */
export interface ColourGroup {
  /** A CSS hex colour. */
  color: string;
  globalIds: string[];
}

/** What a page does with the viewer (a ref on it). */
export interface BimViewerHandle {
  /** Shows a saved viewpoint: camera, clipping, hidden and selected components. */
  flyTo(viewpoint: Partial<ViewpointState> & Pick<ViewpointState, 'camera'>): Promise<void>;
  select(globalIds: string[], fly?: boolean): Promise<void>;
  isolate(): Promise<void>;
  hide(): Promise<void>;
  ghost(): Promise<void>;
  showAll(): Promise<void>;
  getViewpoint(): Promise<ViewpointState>;
  /** The view as a PNG. */
  snapshot(): Promise<Blob>;
  /** Replaces the pins. */
  addPins(pins: Pin[]): Promise<void>;
  /** Colours groups of components, replacing the colours set before (none: every colour removed). */
  colour(groups: ColourGroup[]): Promise<void>;
  readonly selection: ViewerSelection;
  /** The versions loaded and shown so far. */
  readonly loadedVersions: number[];
}
