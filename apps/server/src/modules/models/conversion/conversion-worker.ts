// The conversion, in its own worker thread (started by convertIfcFile with bounded heap and time):
// reads the IFC with web-ifc, then writes the fragments file, reporting progress; a failure is
// posted back as a reason. This file runs without a bundler or tsx (Node's type stripping): only
// erasable TypeScript here and in what it imports, relative imports with their `.ts` extension.
import { readFile, writeFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { IfcAPI } from 'web-ifc';
import type { ConversionFailure } from './conversion-types.ts';
import { IfcModelReader, InvalidModelError } from './read-ifc-model.ts';
import type { WorkerInput, WorkerMessage } from './worker-protocol.ts';
import { ifcToFragments, webIfcWasmDir } from './write-fragments.ts';

const input = workerData as WorkerInput;
const post = (message: WorkerMessage) => parentPort?.postMessage(message);

let lastPercent = -1;
const progress = (percent: number, stage: string) => {
  const rounded = Math.min(99, Math.floor(percent));
  if (rounded <= lastPercent) return;
  lastPercent = rounded;
  post({ type: 'progress', percent: rounded, stage });
};

class EmptyModelError extends Error {}

function failureOf(error: unknown): ConversionFailure {
  if (error instanceof EmptyModelError) return 'empty';
  if (error instanceof InvalidModelError) return 'invalid';
  const message = error instanceof Error ? error.message : String(error);
  if (/out of memory|memory access|enlarge memory|allocation failed|OOM|Array buffer allocation/i.test(message))
    return 'memory';
  return 'invalid';
}

async function convert() {
  const memoryLimitBytes = input.maxMemoryMb * 1024 * 1024;
  const bytes = new Uint8Array(await readFile(input.ifcPath));
  progress(1, 'read');

  const api = new IfcAPI();
  api.SetWasmPath(webIfcWasmDir(), true);
  await api.Init(undefined, true);
  const modelId = api.OpenModel(bytes, { MEMORY_LIMIT: memoryLimitBytes, COORDINATE_TO_ORIGIN: false });
  if (modelId < 0 || !api.IsModelOpen(modelId)) throw new InvalidModelError('web-ifc could not open the file.');
  progress(10, 'parse');
  const content = new IfcModelReader(api, modelId).read((fraction, stage) => progress(10 + 40 * fraction, stage));
  api.CloseModel(modelId);
  api.Dispose();
  if (content.elements.length === 0) throw new EmptyModelError('The model has no building elements.');

  const fragments = await ifcToFragments(bytes, memoryLimitBytes, (fraction) =>
    progress(50 + 48 * fraction, 'fragments'),
  );
  if (fragments.byteLength === 0) throw new EmptyModelError('The fragments file came out empty.');
  await writeFile(input.fragmentsPath, fragments);
  post({ type: 'done', output: { schema: input.schema, ...content } });
}

convert().catch((error: unknown) => {
  post({ type: 'error', reason: failureOf(error), message: error instanceof Error ? error.message : String(error) });
});
