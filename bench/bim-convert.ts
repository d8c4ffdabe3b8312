// npm run bench:bim-convert -w bench (no database): IFC conversion rate. Generates an IFC4 model of
// about BIM_MB MB (default 50; walls, columns and slabs with extruded bodies and property sets, see
// apps/server/src/modules/models/fixtures/generate-ifc.ts) in a temp directory, then converts it
// through convertIfcFile — element rows, geometry hashes, spatial tree and the fragments file, in its
// worker thread — in a child process that does nothing else, so the peak RSS is the conversion's
// (main thread + worker + web-ifc's wasm memory). Budgets: peak RSS ≤ 2 GB, rate ≥ BUDGET_MB_PER_S.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { convertIfcFile } from '../apps/server/src/modules/models/conversion/convert-ifc.ts';
import { optionsForSize, writeGeneratedIfc } from '../apps/server/src/modules/models/fixtures/generate-ifc.ts';

const BUDGET_RSS_MB = 2048;
/** The floor, with margin under the rate measured on the 2-core machine (bench/README.md). */
const BUDGET_MB_PER_S = 0.3;
/** The worker's heap limit and deadline, as the server gives them. */
const MAX_MEMORY_MB = 1536;
const TIMEOUT_MS = 15 * 60_000;

interface ChildResult {
  ms: number;
  elements: number;
  fragmentsBytes: number;
  peakRssMb: number;
  /** CPU seconds of the whole process (every thread): the figure to compare across loaded machines. */
  cpuS: number;
  stages: [string, number][];
}

async function child(ifcPath: string) {
  const fragmentsPath = `${ifcPath}.frag`;
  const stages: [string, number][] = [];
  const started = performance.now();
  const output = await convertIfcFile(ifcPath, fragmentsPath, {
    timeoutMs: TIMEOUT_MS,
    maxMemoryMb: MAX_MEMORY_MB,
    onProgress: (_percent, stage) => {
      if (stages.at(-1)?.[0] !== stage) stages.push([stage, Math.round(performance.now() - started)]);
    },
  });
  const result: ChildResult = {
    ms: performance.now() - started,
    elements: output.elements.length,
    fragmentsBytes: statSync(fragmentsPath).size,
    // Linux reports ru_maxrss in KiB: the whole process, worker threads and wasm memory included.
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    cpuS: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    stages,
  };
  console.log(JSON.stringify(result));
}

async function main() {
  const megabytes = Number(process.env.BIM_MB ?? 50);
  const dir = mkdtempSync(join(tmpdir(), 'zj-bim-bench-'));
  try {
    const ifcPath = join(dir, 'generated.ifc');
    const options = optionsForSize(megabytes);
    const generated = writeGeneratedIfc(ifcPath, options);
    const fileMb = generated.bytes / 1e6;
    console.log(
      `Generated IFC4: ${options.storeys} storeys × ${options.elementsPerStorey} = ${generated.elements} elements, ${fileMb.toFixed(1)} MB`,
    );
    const proc = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, ifcPath], {
      cwd: import.meta.dirname,
      env: { ...process.env, BIM_CONVERT_CHILD: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    proc.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const [code] = await once(proc, 'exit');
    const line = stdout.trim().split('\n').at(-1) ?? '';
    if (code !== 0 || !line.startsWith('{')) throw new Error(`The conversion failed (exit ${code}): ${stdout}`);
    const result = JSON.parse(line) as ChildResult;
    if (result.elements !== generated.elements) {
      throw new Error(`Converted ${result.elements} elements, generated ${generated.elements}`);
    }
    const rate = fileMb / (result.ms / 1000);
    console.log(
      `Conversion: ${(result.ms / 1000).toFixed(1)} s, ${rate.toFixed(2)} MB/s (budget ≥ ${BUDGET_MB_PER_S}), ` +
        `${Math.round(generated.elements / (result.ms / 1000))} elements/s; fragments ${(result.fragmentsBytes / 1e6).toFixed(1)} MB; ` +
        `peak RSS ${result.peakRssMb.toFixed(0)} MB (budget ≤ ${BUDGET_RSS_MB}); CPU ${result.cpuS.toFixed(1)} s ` +
        `(${(result.cpuS / fileMb).toFixed(2)} s per MB)`,
    );
    console.log(`  stages (start, ms): ${result.stages.map(([stage, ms]) => `${stage} ${ms}`).join(', ')}`);
    const missed = [
      rate < BUDGET_MB_PER_S && `rate ${rate.toFixed(2)} MB/s < ${BUDGET_MB_PER_S}`,
      result.peakRssMb > BUDGET_RSS_MB && `peak RSS ${result.peakRssMb.toFixed(0)} MB > ${BUDGET_RSS_MB}`,
    ].filter(Boolean);
    if (missed.length) {
      console.log(`\nBudget missed: ${missed.join('; ')}`);
      process.exitCode = 1;
    } else console.log('\nConversion budgets met.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BIM_CONVERT_CHILD) await child(process.argv[2] as string);
else await main();
