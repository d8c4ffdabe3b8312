import { bcfApi as api } from '@zj/contract';
import { principalOf } from '../../../core/access/guard-plugin.ts';
import { serve } from '../../../core/http/serve.ts';
import type { AppInstance } from '../../../core/http/types.ts';
import type { Kernel } from '../../../core/module.ts';
import { problemsModule } from '../../problems/index.ts';
import type { ModelsService } from '../models.service.ts';
import { BcfRepository } from './bcf.repository.ts';
import { BcfService } from './bcf.service.ts';

/** The BCF service on the kernel, the problems module's transfer and the models service. */
export const bcfService = (kernel: Kernel, models: ModelsService) =>
  new BcfService(
    new BcfRepository(kernel.db),
    kernel.projects,
    kernel.use(problemsModule).transfer,
    models,
    kernel.storage,
    kernel.uploads,
  );

/** BCF 2.1 export and import of model problems (registered by the models module). */
export async function bcfRoutes(app: AppInstance, models: ModelsService, kernel: Kernel) {
  const bcf = bcfService(kernel, models);
  serve(app, api.bcfExport, async (request, reply) => {
    const { bytes, name } = await bcf.export(principalOf(request), request.query.projectId, request.query.problemIds);
    const fileName = `${name || 'bcf'}_${Date.now()}.bcf`;
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header(
        'Content-Disposition',
        `attachment; filename="export.bcf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      )
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(bytes));
  });
  serve(app, api.bcfImport, async (request) =>
    bcf.import(principalOf(request), request.body.projectId, request.body.url, request.lang),
  );
}
