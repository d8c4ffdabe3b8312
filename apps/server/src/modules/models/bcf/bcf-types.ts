import type { MessageKey } from '@zj/contract';

/**
 * BCF 2.1 (buildingSMART's BIM Collaboration Format, the file exchange of Revit, Navisworks,
 * Solibri, BIMcollab and ACC) as plain data: what `writeBcf` writes and `readBcf` reads. Optional
 * parts are `null` or empty lists (never `undefined`), so two reads compare with deep equality.
 * Dates are xs:dateTime strings as the file carries them (ISO 8601, e.g. 2026-11-29T09:30:00Z).
 */

export type Vec3 = [number, number, number];

/** A building component by its IFC GlobalId (22 characters of the IFC base-64 alphabet). */
export interface BcfComponent {
  /** Null for a component named only by its authoring tool's id (valid BCF; Revit writes both). */
  ifcGuid: string | null;
  originatingSystem: string | null;
  authoringToolId: string | null;
}

export interface BcfCamera {
  kind: 'perspective' | 'orthogonal';
  /** CameraViewPoint, CameraDirection, CameraUpVector (metres, the model's coordinates). */
  viewPoint: Vec3;
  direction: Vec3;
  upVector: Vec3;
  /** Perspective: the vertical field of view in degrees (1–170 in BCF 2.1). */
  fieldOfView: number | null;
  /** Orthogonal: the view's visible height in metres. */
  viewToWorldScale: number | null;
}

export interface BcfClippingPlane {
  location: Vec3;
  /** The plane's normal, pointing to the side that is cut away. */
  direction: Vec3;
}

export interface BcfLine {
  start: Vec3;
  end: Vec3;
}

export interface BcfColoring {
  /** ARGB or RGB in hex, e.g. FF0000 or 80FF0000. */
  color: string;
  components: BcfComponent[];
}

export interface BcfViewSetupHints {
  spacesVisible: boolean | null;
  spaceBoundariesVisible: boolean | null;
  openingsVisible: boolean | null;
}

export interface BcfBitmap {
  format: 'PNG' | 'JPG';
  /** The file's name in the topic folder (read back: its bytes in `bytes`, null when missing). */
  reference: string;
  bytes: Uint8Array | null;
  location: Vec3;
  normal: Vec3;
  up: Vec3;
  height: number;
}

export interface BcfSnapshot {
  format: 'png' | 'jpg';
  bytes: Uint8Array;
}

export interface BcfViewpoint {
  guid: string;
  /** Sort order among the topic's viewpoints (markup Viewpoints/Index), or null. */
  index: number | null;
  camera: BcfCamera | null;
  /** Components highlighted or selected. */
  selection: BcfComponent[];
  /** Every component is shown (true) or hidden (false), except `exceptions`. */
  defaultVisibility: boolean;
  exceptions: BcfComponent[];
  viewSetupHints: BcfViewSetupHints | null;
  coloring: BcfColoring[];
  lines: BcfLine[];
  clippingPlanes: BcfClippingPlane[];
  bitmaps: BcfBitmap[];
  snapshot: BcfSnapshot | null;
}

export interface BcfComment {
  guid: string;
  date: string;
  author: string;
  comment: string;
  /** The viewpoint the comment refers to, or null. */
  viewpointGuid: string | null;
  modifiedDate: string | null;
  modifiedAuthor: string | null;
}

/** The model file a topic was raised on (markup Header/File). */
export interface BcfHeaderFile {
  ifcProject: string | null;
  ifcSpatialStructureElement: string | null;
  isExternal: boolean;
  filename: string | null;
  date: string | null;
  reference: string | null;
}

export interface BcfDocumentReference {
  guid: string | null;
  isExternal: boolean;
  referencedDocument: string | null;
  description: string | null;
}

export interface BcfTopic {
  guid: string;
  topicType: string | null;
  topicStatus: string | null;
  referenceLinks: string[];
  title: string;
  priority: string | null;
  index: number | null;
  labels: string[];
  creationDate: string;
  creationAuthor: string;
  modifiedDate: string | null;
  modifiedAuthor: string | null;
  dueDate: string | null;
  /** BCF 2.1 has one assignee; several people are joined with ', ' (and split again on import). */
  assignedTo: string | null;
  stage: string | null;
  description: string | null;
  documentReferences: BcfDocumentReference[];
  relatedTopics: string[];
  headerFiles: BcfHeaderFile[];
  comments: BcfComment[];
  viewpoints: BcfViewpoint[];
}

export interface BcfProject {
  /** project.bcfp ProjectId (null: no project.bcfp). */
  projectId: string | null;
  name: string | null;
}

/** Something of the file that was skipped or repaired, in the catalogue's words. */
export interface BcfWarning {
  key: MessageKey;
  params: Record<string, string | number>;
}

export interface BcfReadResult {
  version: string;
  project: BcfProject;
  topics: BcfTopic[];
  warnings: BcfWarning[];
}

/** The file is refused as a whole (nothing of it may be used); `key` is in the catalogue. */
export class BcfError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'BcfError';
  }
}

/** Bounds of one file read: a zip bomb or a hostile archive stops at them. */
export const BCF_LIMITS = {
  /** Sum of the entries' uncompressed sizes. */
  totalBytes: 512 * 1024 * 1024,
  /** One XML entry (markup, viewpoint, version, project). */
  xmlBytes: 16 * 1024 * 1024,
  /** One image (snapshot or bitmap). */
  imageBytes: 32 * 1024 * 1024,
  entries: 20_000,
  topics: 5_000,
  /** Viewpoints of one topic, components of one viewpoint list. */
  viewpoints: 200,
  components: 100_000,
} as const;

/** A BCF GUID (a UUID, any case). */
export const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** An IFC GlobalId. */
export const IFC_GUID_PATTERN = /^[0-9A-Za-z_$]{22}$/;
