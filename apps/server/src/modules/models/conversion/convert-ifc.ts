// IFC → fragments file + element rows, off the request path: the work runs in a worker thread
// (conversion-worker.ts) with a bounded heap and a deadline, so a hostile or huge file fails with
// a reason instead of taking the server down.
import { open, rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { ConversionError, type ConversionOutput, type ConvertOptions } from './conversion-types.ts';
import { SNIFF_BYTES, sniffIfc } from './sniff-ifc.ts';
import type { WorkerInput, WorkerMessage } from './worker-protocol.ts';

export {
  ConversionError,
  type ConversionFailure,
  type ConversionOutput,
  type ConvertedElement,
  type ConvertOptions,
  type Georeference,
  type IfcSchema,
  type PropertyValue,
  type SpatialNode,
} from './conversion-types.ts';
export { SNIFF_BYTES, type SniffResult, sniffIfc } from './sniff-ifc.ts';

/**
 * The worker's entry is the TypeScript source beside this file, run by Node's type stripping (Node
 * ≥ 22.18 / 23.6), so it is found the same way under tsx, Vitest and the esbuild bundle (the bundle
 * keeps each source file's own import.meta.url: scripts/build-server-if-stale.mjs).
 */
const WORKER_ENTRY = new URL('./conversion-worker.ts', import.meta.url);

let running = 0;

const MEMORY_POLL_MS = 200;

/** How many conversion workers are alive (each is counted until its thread has exited). */
export function activeConversions(): number {
  return running;
}

const TAIL_BYTES = 4096;

/** The file's first SNIFF_BYTES and last TAIL_BYTES. */
async function readEnds(path: string): Promise<{ head: Buffer; tail: string }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, size));
    await file.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(TAIL_BYTES, size));
    await file.read(tail, 0, tail.length, size - tail.length);
    return { head, tail: tail.toString('latin1') };
  } finally {
    await file.close();
  }
}

const SNIFF_MESSAGES = {
  notStep: 'The file is not STEP text (it does not start with ISO-10303-21;).',
  noSchema: 'The file has no FILE_SCHEMA line in its header.',
  unsupportedSchema: 'The file schema is not IFC2X3, IFC4 or IFC4X3.',
} as const;

/**
 * Converts in a worker thread with bounded time and memory; writes the fragments file to
 * fragmentsPath; rejects with ConversionError {reason: 'timeout'|'memory'|'invalid'|'empty', message}.
 * Settles only once the worker thread has exited; on failure no fragments file is left behind.
 */
export async function convertIfcFile(
  ifcPath: string,
  fragmentsPath: string,
  options: ConvertOptions,
): Promise<ConversionOutput> {
  const { head, tail } = await readEnds(ifcPath).catch((error: Error) => {
    throw new ConversionError('invalid', `The file cannot be read: ${error.message}`);
  });
  if (head.length === 0) throw new ConversionError('empty', 'The file is empty.');
  const sniff = sniffIfc(head);
  if (!sniff.ok) throw new ConversionError('invalid', SNIFF_MESSAGES[sniff.reason]);
  // A STEP file ends with this line: without it the upload is truncated or the body is corrupt.
  if (!/END-ISO-10303-21\s*;\s*$/.test(tail.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    throw new ConversionError('invalid', 'The file is truncated or corrupt: it does not end with END-ISO-10303-21;.');
  }

  const input: WorkerInput = { ifcPath, fragmentsPath, schema: sniff.schema, maxMemoryMb: options.maxMemoryMb };
  const outcome = await new Promise<{ output: ConversionOutput } | { error: ConversionError }>((resolve) => {
    let result: { output: ConversionOutput } | { error: ConversionError } | undefined;
    const worker = new Worker(WORKER_ENTRY, {
      workerData: input,
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxMemoryMb,
        maxYoungGenerationSizeMb: Math.max(4, Math.min(64, Math.floor(options.maxMemoryMb / 8))),
      },
    });
    running++;
    // The heap limit does not cover web-ifc's wasm memory nor native buffers: the process's resident
    // memory is watched too, and the worker ended when it grew by more than the limit since the start
    // (the whole process's: conversions running side by side count against each other's limit, and
    // pages the process freed earlier but still holds are reused without growing it — a backstop
    // against a runaway wasm heap, not an exact account).
    const rssAtStart = process.memoryUsage.rss();
    const rssLimit = options.maxMemoryMb * 1024 * 1024;
    const watchdog = setInterval(() => {
      const grown = process.memoryUsage.rss() - rssAtStart;
      if (grown > rssLimit) {
        settle({
          error: new ConversionError(
            'memory',
            `The conversion used more than ${options.maxMemoryMb} MB (heap, wasm and buffers).`,
          ),
        });
      }
    }, MEMORY_POLL_MS);
    const settle = (value: { output: ConversionOutput } | { error: ConversionError }) => {
      if (result) return;
      result = value;
      clearTimeout(timer);
      clearInterval(watchdog);
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle({ error: new ConversionError('timeout', `The conversion took longer than ${options.timeoutMs} ms.`) }),
      options.timeoutMs,
    );
    worker.on('message', (message: WorkerMessage) => {
      if (result) return;
      if (message.type === 'progress') options.onProgress?.(message.percent, message.stage);
      else if (message.type === 'done') settle({ output: message.output });
      else settle({ error: new ConversionError(message.reason, message.message) });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory/i.test(error.message);
      settle({
        error: new ConversionError(
          memory ? 'memory' : 'invalid',
          memory
            ? `The conversion needed more than ${options.maxMemoryMb} MB of heap.`
            : `The conversion failed: ${error.message}`,
        ),
      });
    });
    worker.on('exit', (code) => {
      running--;
      settle({ error: new ConversionError('invalid', `The conversion stopped unexpectedly (exit code ${code}).`) });
      resolve(result as { output: ConversionOutput } | { error: ConversionError });
    });
  });
  if ('error' in outcome) {
    await rm(fragmentsPath, { force: true });
    throw outcome.error;
  }
  options.onProgress?.(100, 'done');
  return outcome.output;
}
