import { safetyFilesApi as api, msg } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { SafetyFilesService } from './safety-files.service.ts';

/** /business/safetyFile (spec 02 §7 "Files and reports"): quality files, safety files, safety reports. */
export async function safetyFilesRoutes(app: AppInstance, { safetyFiles }: { safetyFiles: SafetyFilesService }) {
  serve(app, api.qualityFiles, async (request) => safetyFiles.qualityFiles(principalOf(request), request.query));
  serve(app, api.folders, async (request) => safetyFiles.folders(principalOf(request), request.query.projectId));
  serve(app, api.addQualityFiles, async (request) =>
    said(msg('common.success', request.lang), await safetyFiles.addQualityFiles(principalOf(request), request.body)),
  );
  serve(
    app,
    api.editQualityFile,
    async (request) => void (await safetyFiles.editQualityFile(principalOf(request), request.body)),
  );
  serve(
    app,
    api.removeQualityFile,
    async (request) => void (await safetyFiles.removeFile(principalOf(request), request.params.id, '1')),
  );
  serve(app, api.safetyFiles, async (request) => safetyFiles.safetyFiles(principalOf(request), request.query));
  serve(app, api.addSafetyFiles, async (request) =>
    said(msg('common.success', request.lang), await safetyFiles.addSafetyFiles(principalOf(request), request.body)),
  );
  serve(
    app,
    api.removeSafetyFile,
    async (request) => void (await safetyFiles.removeFile(principalOf(request), request.params.id, '2')),
  );
  serve(app, api.reports, async (request) => safetyFiles.reports(principalOf(request), request.query));
  serve(app, api.report, async (request) => safetyFiles.report(principalOf(request), request.params.id));
  serve(app, api.addReport, async (request) =>
    said(msg('common.success', request.lang), await safetyFiles.addReport(principalOf(request), request.body)),
  );
  serve(
    app,
    api.removeReport,
    async (request) => void (await safetyFiles.removeReport(principalOf(request), request.params.id)),
  );
}
