// The messages between convertIfcFile (parent) and the conversion worker.
import type { ConversionFailure, ConversionOutput, IfcSchema } from './conversion-types.ts';

export interface WorkerInput {
  ifcPath: string;
  fragmentsPath: string;
  schema: IfcSchema;
  maxMemoryMb: number;
}

export type WorkerMessage =
  | { type: 'progress'; percent: number; stage: string }
  | { type: 'done'; output: ConversionOutput }
  | { type: 'error'; reason: ConversionFailure; message: string };
