import { MODEL_PERMS } from '@zj/contract';
import { JobRunner } from '../../core/jobs/job-runner.ts';
import { defineModule } from '../../core/module.ts';
import { problemOfShareToken } from '../problems/index.ts';
import { projectOfBand, projectsModule } from '../projects/index.ts';
import { bcfRoutes } from './bcf/bcf.routes.ts';
import * as bcfTables from './bcf/bcf.tables.ts';
import { convertIfcFile } from './conversion/convert-ifc.ts';
import { type ConvertFn, conversionJob } from './model-conversion.ts';
import { sweepAbandonedUploads } from './model-upload.ts';
import { MENUS } from './models.menus.ts';
import { ModelsRepository, projectOfUpload, projectOfVersion, projectOfViewpoint } from './models.repository.ts';
import { modelsRoutes } from './models.routes.ts';
import { CONVERT_JOB, ModelsService } from './models.service.ts';
import * as tables from './models.tables.ts';

export { type CurrentElement, currentElementsOf } from './model-element-lookup.ts';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The conversion's bounds when the configuration names none: 10 minutes, 1536 MB. */
export const DEFAULT_CONVERT_LIMITS = { timeoutMs: 600_000, maxMemoryMb: 1536 } as const;

/**
 * BIM models (issue 24): bands (rows of the projects module's biz_project_band, written through
 * its ProjectBands), versions uploaded by tus and converted by a durable job (core/jobs), element
 * search, the spatial tree, comparison in SQL, saved viewpoints and the model log.
 */
export const modelsModule = defineModule({
  name: 'models',
  tables: { ...tables, ...bcfTables },
  menus: MENUS,
  permissions: Object.values(MODEL_PERMS),
  services: (kernel) => {
    const repo = new ModelsRepository(kernel.db);
    const { bands } = kernel.use(projectsModule);
    const models = new ModelsService(repo, kernel.projects, bands, kernel.storage);
    const limits = kernel.config.modelConvert ?? DEFAULT_CONVERT_LIMITS;
    /** The conversion job's kind (tests run it through their own runner, with a converter of their choice). */
    const conversion = (convert: ConvertFn = convertIfcFile) =>
      conversionJob({ repo, bands, storage: kernel.storage, convert, limits });
    const jobs = new JobRunner(
      kernel.db,
      { [CONVERT_JOB]: conversion() },
      {
        onError: (error, job) => console.error(`job ${job.kind} #${job.jobId} failed`, error),
      },
    );
    return { models, conversion, jobs };
  },
  // Each replica polls for queued conversions (the close waits for the one at hand) and, hourly,
  // sweeps uploads abandoned for a day.
  jobs: ({ jobs, models }, kernel) => {
    const every = kernel.config.jobPollMs;
    if (!every) return () => {};
    const stopJobs = jobs.start(every);
    const sweep = setInterval(() => {
      sweepAbandonedUploads(models.repo, kernel.config.dataDir).catch((error: unknown) =>
        console.error('sweeping abandoned model uploads failed', error),
      );
    }, SWEEP_EVERY_MS);
    sweep.unref();
    return async () => {
      clearInterval(sweep);
      await stopJobs();
    };
  },
  routes: async (app, services, kernel) => {
    // A problem's project, through the problems module's lookup.
    const problemLookup = app.projectLookups.get('problem');
    const problemProject = async (problemId: number) => problemLookup?.(problemId, kernel.db);
    await modelsRoutes(app, {
      models: services.models,
      dataDir: kernel.config.dataDir,
      problemProject,
      problemOfShareToken: (token) => problemOfShareToken(token, kernel.db),
    });
    await bcfRoutes(app, services.models, kernel);
  },
  projectLookups: {
    modelBand: projectOfBand,
    modelVersion: projectOfVersion,
    modelViewpoint: projectOfViewpoint,
    modelUpload: projectOfUpload,
  },
});
