// What a conversion produces and how it fails (the interface the models module codes against).

export type IfcSchema = 'IFC2X3' | 'IFC4' | 'IFC4X3';

export type PropertyValue = string | number | boolean | null;

export interface ConvertedElement {
  globalId: string;
  expressId: number;
  /** The IFC class as the schema spells it, e.g. `IfcWall`. */
  ifcClass: string;
  name: string;
  /** The name of the storey the element (or the element it is a part of) is contained in, else ''. */
  storey: string;
  /** Property sets and element quantities by name: property → value. */
  psets: Record<string, Record<string, PropertyValue>>;
  /** A hash of the element's triangles in world coordinates rounded to 1 mm ('' when it has no geometry). */
  geometryHash: string;
}

export interface SpatialNode {
  globalId: string;
  expressId: number;
  ifcClass: string;
  name: string;
  children: SpatialNode[];
}

/** From IfcSite when present: degrees (north and east positive) and metres. */
export interface Georeference {
  latitude: number;
  longitude: number;
  elevation: number;
}

export interface ConversionOutput {
  schema: IfcSchema;
  elements: ConvertedElement[];
  /** The spatial structure under the IfcProject: site → building → storey → elements (parts under their element). */
  tree: SpatialNode[];
  site: Georeference | null;
}

export type ConversionFailure = 'timeout' | 'memory' | 'invalid' | 'empty';

export class ConversionError extends Error {
  override readonly name = 'ConversionError';
  readonly reason: ConversionFailure;

  constructor(reason: ConversionFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

export interface ConvertOptions {
  timeoutMs: number;
  maxMemoryMb: number;
  onProgress?: (percent: number, stage: string) => void;
}
