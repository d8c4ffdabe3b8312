import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MessageKey } from '@zj/contract';
import type { FileStorage } from '../../core/files/storage.ts';
import { type JobContext, type JobKind, PermanentJobError } from '../../core/jobs/job-runner.ts';
import type { ProjectBands } from '../projects/index.ts';
import { ConversionError, type ConversionOutput, type ConvertOptions } from './conversion/conversion-types.ts';
import type { ModelsRepository, VersionRecord } from './models.repository.ts';

export type ConvertFn = (ifcPath: string, fragmentsPath: string, options: ConvertOptions) => Promise<ConversionOutput>;

export interface ConversionLimits {
  timeoutMs: number;
  maxMemoryMb: number;
}

/** The catalogue key and parameters of a failed conversion. */
function failureOf(error: unknown, limits: ConversionLimits): { key: MessageKey; params: Record<string, string> } {
  if (error instanceof ConversionError) {
    switch (error.reason) {
      case 'timeout':
        return {
          key: 'model.convert.timeout',
          params: { minutes: String(Math.round(limits.timeoutMs / 60_000) || 1) },
        };
      case 'memory':
        return { key: 'model.convert.memory', params: { mb: String(limits.maxMemoryMb) } };
      case 'empty':
        return { key: 'model.convert.empty', params: {} };
      default:
        return { key: 'model.convert.invalid', params: { reason: error.message.slice(0, 200) } };
    }
  }
  return { key: 'model.convert.interrupted', params: {} };
}

/** The version was deleted while it converted: the job stops and takes back what it wrote. */
class VersionGone extends Error {}

/**
 * The conversion job of a version: the IFC from the storage into a temporary folder, converted in a
 * worker (bounded time and memory), the fragments file into the storage, the elements written in
 * batches and the spatial tree; progress kept in the version row. A corrupt or oversize model
 * fails for good with its reason (the original stays); the band's first converted version becomes
 * current. A job retaken after a restart starts over (its rows of the earlier attempt go first).
 * A version deleted meanwhile (checked between element batches, and under the band's lock at the
 * end) leaves no element, tree, fragments file or log line behind.
 */
export function conversionJob(deps: {
  repo: ModelsRepository;
  bands: ProjectBands;
  storage: FileStorage;
  convert: ConvertFn;
  limits: ConversionLimits;
}): JobKind<{ versionId: number }> {
  const { repo, bands, storage, convert, limits } = deps;

  async function fail(version: VersionRecord, error: unknown, durationMs: number | null) {
    const { key, params } = failureOf(error, limits);
    const band = await bands.get(version.bandId);
    await repo.db.transaction(async (tx) => {
      await repo.updateVersion(tx, version.versionId, {
        status: '3',
        errorKey: key,
        errorParams: params,
        convertMs: durationMs,
      });
      await repo.logVersion(tx, version, band?.bandName ?? '', {
        action: 'convert',
        result: '1',
        durationMs,
        detailKey: key,
        detailParams: params,
        createBy: version.createBy,
      });
    });
  }

  return {
    async run({ versionId }, context: JobContext) {
      const version = await repo.version(versionId);
      if (!version) return; // deleted meanwhile
      const started = Date.now();
      await repo.updateVersion(repo.db, versionId, { status: '1', progress: 0, errorKey: null, errorParams: null });
      await repo.deleteElements(versionId);
      const dir = await mkdtemp(join(tmpdir(), 'zj-convert-'));
      try {
        const file = await storage.get(version.fileKey);
        if (!file)
          throw new PermanentJobError('the original is missing', new ConversionError('invalid', 'missing file'));
        const ifcPath = join(dir, 'model.ifc');
        const fragmentsPath = join(dir, 'model.frag');
        await pipeline(file.stream, createWriteStream(ifcPath));
        let lastSaved = -1;
        let saving = Promise.resolve();
        // Conversion is 0–80 %, writing the elements 80–100 %.
        const save = (percent: number) => {
          const p = Math.max(0, Math.min(100, Math.floor(percent)));
          if (p <= lastSaved) return;
          lastSaved = p;
          saving = saving.then(() => repo.updateVersion(repo.db, versionId, { progress: p })).catch(() => {});
        };
        let output: ConversionOutput;
        try {
          output = await convert(ifcPath, fragmentsPath, {
            timeoutMs: limits.timeoutMs,
            maxMemoryMb: limits.maxMemoryMb,
            onProgress: (percent) => save(percent * 0.8),
          });
        } catch (error) {
          if (error instanceof ConversionError) throw new PermanentJobError(error.message, error);
          throw error;
        }
        await saving;
        const total = output.elements.length;
        await repo.insertElements(versionId, output.elements, async (done) => {
          if (!(await repo.version(versionId))) throw new VersionGone();
          save(80 + (done / Math.max(total, 1)) * 19);
          await saving;
        });
        await repo.saveTree(versionId, output.tree);
        const fragments = await storage.put(createReadStream(fragmentsPath), 'model.frag');
        const convertMs = Date.now() - started;
        const band = await bands.get(version.bandId);
        const kept = await repo.db.transaction(async (tx) => {
          await repo.lockBand(tx, version.bandId);
          if (!(await repo.version(versionId, tx))) return false;
          await repo.updateVersion(tx, versionId, {
            status: '2',
            progress: 100,
            schema: output.schema,
            elementCount: total,
            fragmentsKey: fragments.key,
            convertMs,
            site: output.site,
          });
          if (!(await repo.hasCurrent(tx, version.bandId))) await repo.makeCurrent(tx, version, version.createBy);
          await repo.logVersion(tx, version, band?.bandName ?? '', {
            action: 'convert',
            durationMs: convertMs,
            detailKey: 'model.log.converted',
            detailParams: {
              count: String(total),
              seconds: (convertMs / 1000).toFixed(1),
              attempt: String(context.attempt),
            },
            createBy: version.createBy,
          });
          return true;
        });
        if (!kept) {
          await storage.delete(fragments.key).catch(() => {});
          throw new VersionGone();
        }
      } catch (error) {
        if (error instanceof VersionGone) {
          await repo.deleteElements(versionId);
          return;
        }
        if (error instanceof PermanentJobError) {
          await repo.deleteElements(versionId);
          await fail(version, error.reason ?? error, Date.now() - started);
          return;
        }
        throw error;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    async giveUp({ versionId }, reason) {
      const version = await repo.version(versionId);
      if (!version || version.status === '3') return;
      await repo.deleteElements(versionId);
      await fail(version, reason instanceof PermanentJobError ? reason.reason : undefined, null);
    },
  };
}
