// The fragments file the web viewer loads (@thatopen/fragments' IfcImporter, run in Node). Its
// item local ids are the IFC express ids, so a picked item maps to the stored element rows.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** The directory holding web-ifc's wasm files (absolute, with a trailing slash as web-ifc expects). */
export function webIfcWasmDir(): string {
  return `${dirname(createRequire(import.meta.url).resolve('web-ifc'))}/`;
}

export async function ifcToFragments(
  bytes: Uint8Array,
  memoryLimitBytes: number,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  // Loaded here, not at the worker's start: it brings three.js, and a refused file never needs it.
  const { IfcImporter } = await import('@thatopen/fragments');
  const importer = new IfcImporter();
  importer.wasm = { path: webIfcWasmDir(), absolute: true };
  importer.webIfcSettings = { ...importer.webIfcSettings, MEMORY_LIMIT: memoryLimitBytes };
  return importer.process({ bytes, raw: false, progressCallback: (progress) => onProgress(progress) });
}
