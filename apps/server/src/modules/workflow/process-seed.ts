import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/app-error.ts';
import { HandlerRegistry } from '../../core/workflow/handlers.ts';
import { processOf } from './model-xml.ts';
import { WorkflowRepository } from './workflow.repository.ts';
import { WorkflowService } from './workflow.service.ts';

/**
 * A process other modules ship (the approvals of work orders, plans …): imported as a model and
 * deployed through the model service when its key has no deployed definition yet, so a seed can
 * run at every start. A model an administrator already keeps under that key is deployed as it
 * is. Bundled processes name no handler: they are checked against an empty registry, so one that
 * did would be refused. A refused deploy is logged and leaves the database as it was.
 */
export async function seedProcess(
  db: Db,
  xml: string,
  userName = 'admin',
): Promise<'present' | 'deployed' | 'refused'> {
  const repo = new WorkflowRepository(db);
  const { key } = await processOf(xml);
  if ((await repo.latestIdsByKey([key])).has(key)) return 'present';
  // The seed imports and deploys only: it never cancels instances.
  const service = new WorkflowService(repo, new HandlerRegistry(), {
    cancelled: () => Promise.reject(new Error('the process seed cancels no instances')),
  });
  const modelId = (await repo.modelByKey(key))?.modelId ?? (await service.importModel({ xml }, userName)).modelId;
  try {
    await service.deploy(modelId, userName, 'zh');
    return 'deployed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.warn(`process ${key} was not deployed: ${error.message} ${JSON.stringify(error.params ?? {})}`);
    return 'refused';
  }
}
