import { randomUUID } from 'node:crypto';
import {
  type ApiOut,
  type DefinitionQuery,
  definitionRow,
  type Lang,
  type ModelCreateBody,
  type ModelImportBody,
  type ModelQuery,
  type ModelSaveBody,
  modelRow,
  msg,
} from '@zj/contract';
import type { Tx } from '../../core/db/client.ts';
import { isUniqueViolation } from '../../core/db/errors.ts';
import { badRequest } from '../../core/http/app-error.ts';
import { responseRow } from '../../core/http/response-row.ts';
import type { HandlerRegistry } from '../../core/workflow/handlers.ts';
import { problemText, validateModel } from '../../core/workflow/validate-model.ts';
import { blankModelXml } from './blank-model.ts';
import type { DirectoryRepository } from './directory.repository.ts';
import { type ModelNames, modelContents, processOf } from './model-xml.ts';
import type { RuntimeService } from './runtime.service.ts';
import type { DefinitionHead, ModelWithVersion, WorkflowRepository } from './workflow.repository.ts';

/** listAll answers at most this many definitions (one per process key). */
const LIST_ALL_MAX = 1000;

/** Process models (import, save, delete, deploy) and their deployed definitions. */
export class WorkflowService {
  constructor(
    private readonly repo: WorkflowRepository,
    private readonly handlers: HandlerRegistry,
    /** The runtime, told of instances the delete cascade cancelled (their business records follow). */
    private readonly runtime: Pick<RuntimeService, 'cancelled'>,
    /** The directory the deploy resolves the model's user and group names against (for its warnings). */
    private readonly directory?: Pick<DirectoryRepository, 'resolveNames'>,
  ) {}

  private modelRow(m: ModelWithVersion): ApiOut<typeof modelRow> {
    return responseRow(modelRow, { ...m, definitionId: m.latestDefinitionId });
  }

  private definitionRow(d: DefinitionHead): ApiOut<typeof definitionRow> {
    return responseRow(definitionRow, { ...d, suspensionState: d.suspended === '1' ? '2' : '1' });
  }

  async models(query: ModelQuery) {
    const { rows, total } = await this.repo.modelPage(query, query);
    return { rows: rows.map((m) => this.modelRow(m)), total };
  }

  async modelXml(modelId: number): Promise<string> {
    const model = await this.repo.model(modelId);
    if (!model) throw badRequest('workflow.model.notFound');
    return model.xml;
  }

  /** A new model from BPMN XML: key and name from its process; a key already modelled is refused. */
  async importModel(body: ModelImportBody, userName: string) {
    const { key, name } = await processOf(body.xml);
    return this.addModel(
      { key, name, xml: body.xml, category: body.category, description: body.description },
      userName,
    );
  }

  /** A new blank model: an executable process with the given key and name and its start event. */
  async createModel(body: ModelCreateBody, userName: string) {
    const { modelKey: key, modelName: name, description } = body;
    const xml = blankModelXml(key, name, description);
    return this.addModel({ key, name, xml, category: body.category, description }, userName);
  }

  private async addModel(
    m: { key: string; name: string; xml: string; category?: string | undefined; description?: string | undefined },
    userName: string,
  ) {
    const { key } = m;
    if (await this.repo.modelByKey(key)) throw badRequest('workflow.model.keyExists', { key });
    try {
      const model = await this.repo.insertModel({
        modelKey: key,
        modelName: m.name,
        category: m.category ?? '',
        description: m.description ?? '',
        xml: m.xml,
        createBy: userName,
      });
      return this.modelRow({ ...model, version: null });
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('workflow.model.keyExists', { key });
      throw error;
    }
  }

  /** Saves edited XML on a model; its process keeps the model's key, the name follows the XML. */
  async saveModel(body: ModelSaveBody, userName: string) {
    const { key, name } = await processOf(body.xml);
    const model = await this.repo.model(body.modelId);
    if (!model) throw badRequest('workflow.model.notFound');
    if (key !== model.modelKey) throw badRequest('workflow.model.keyChanged', { key: model.modelKey, given: key });
    await this.repo.updateModel(model.modelId, {
      xml: body.xml,
      modelName: name,
      updateBy: userName,
      updateTime: new Date(),
    });
  }

  /** Deletes models; the definitions deployed from them stay (as Flowable keeps deployments). */
  async removeModels(ids: number[]) {
    if (!(await this.repo.deleteModels(ids))) throw badRequest('workflow.model.notFound');
  }

  /**
   * Deploys a model: every problem of `validateModel` refuses it (in the caller's language, each
   * naming its element; a refusal over handlers lists the registered ones) and nothing is
   * written; otherwise the next version of each executable process of its file is written — the
   * model's own key first, the answer's row — and the model points at its own, in one transaction
   * (the model row is locked, so two deploys of one model number their versions one after the
   * other). Names of users and groups that match no one are listed in `warnings`: the model
   * deploys, and their tasks go to the process administrators.
   */
  async deploy(modelId: number, userName: string, lang: Lang) {
    return this.repo.db.transaction(async (tx) => {
      const model = await this.repo.model(modelId, tx, true);
      if (!model) throw badRequest('workflow.model.notFound');
      // Checked under the lock: the XML deployed is the XML validated, even if a save races.
      const problems = await validateModel(model.xml, this.handlers);
      if (problems.length) {
        let text = problems.map((p) => problemText(p, lang)).join('; ');
        if (
          problems.some(
            (p) =>
              p.key === 'workflow.model.unknownHandler' ||
              p.key.startsWith('workflow.model.java') ||
              p.key === 'workflow.model.scriptLanguage' ||
              p.key === 'workflow.model.missingHandler',
          )
        )
          text += `; ${msg('workflow.deploy.handlers', lang, { handlers: this.handlers.names().join(', ') })}`;
        throw badRequest('workflow.deploy.refused', { problems: text });
      }
      const contents = await modelContents(model.xml);
      const processes = [
        ...contents.processes.filter((p) => p.key === model.modelKey),
        ...contents.processes.filter((p) => p.key !== model.modelKey),
      ];
      const deployed = [];
      for (const process of processes) {
        const own = process.key === model.modelKey;
        const version = (await this.repo.lastVersion(process.key, tx)) + 1;
        deployed.push(
          await this.repo.insertDefinition(
            {
              definitionKey: process.key,
              name: own ? model.modelName : process.name,
              category: model.category,
              version,
              deploymentId: randomUUID(),
              modelId: model.modelId,
              xml: model.xml,
              deployBy: userName,
            },
            tx,
          ),
        );
      }
      const [definition] = deployed;
      if (!definition)
        throw badRequest('workflow.deploy.refused', { problems: msg('workflow.model.noExecutableProcess', lang) });
      await this.repo.updateModel(model.modelId, { latestDefinitionId: definition.definitionId }, tx);
      return {
        ...this.definitionRow(definition),
        processes: deployed.map((d) => ({
          definitionId: d.definitionId,
          definitionKey: d.definitionKey,
          version: d.version,
        })),
        warnings: await this.unresolved(contents.names, lang, tx),
      };
    });
  }

  /** A warning for each user task attribute naming users or groups the directory does not know. */
  private async unresolved(names: ModelNames[], lang: Lang, tx: Tx): Promise<string[]> {
    if (!this.directory || names.length === 0) return [];
    const users = names.filter((n) => n.attribute !== 'candidateGroups').flatMap((n) => n.names);
    const groups = names.filter((n) => n.attribute === 'candidateGroups').flatMap((n) => n.names);
    const resolved = await this.directory.resolveNames(users, groups, tx);
    return names.flatMap((n) => {
      const known = n.attribute === 'candidateGroups' ? resolved.groups : resolved.users;
      const missing = n.names.filter((name) => !known.has(name));
      if (missing.length === 0) return [];
      return [
        msg('workflow.deploy.unresolved', lang, {
          element: n.element,
          attribute: n.attribute,
          names: missing.join(', '),
        }),
      ];
    });
  }

  async definitions(query: DefinitionQuery) {
    const { rows, total } = await this.repo.definitionPage(query, query);
    return { rows: rows.map((d) => this.definitionRow(d)), total };
  }

  async listAll() {
    return (await this.repo.latestActive(LIST_ALL_MAX)).map((d) => this.definitionRow(d));
  }

  /**
   * The latest deployed definition of each process key (what other modules show as a flow
   * relation, e.g. the forms' listX): key → definition id; keys never deployed are absent.
   */
  latestDefinitionIds(keys: readonly string[]): Promise<Map<string, number>> {
    return this.repo.latestIdsByKey([...new Set(keys)]);
  }

  async definitionXml(definitionId: number) {
    const definition = await this.repo.definition(definitionId);
    if (!definition) throw badRequest('workflow.definition.notFound');
    return { key: definition.definitionKey, version: definition.version, xml: definition.xml };
  }

  async setState(definitionId: number, suspensionState: '1' | '2') {
    if (!(await this.repo.setSuspended(definitionId, suspensionState === '2' ? '1' : '0'))) {
      throw badRequest('workflow.definition.notFound');
    }
  }

  /**
   * Deletes one definition version. A version with running instances is refused unless an
   * administrator asks for the cascade, which cancels those instances and their open tasks; the
   * business records of those instances follow (status hooks), in the same transaction.
   */
  async removeDefinition(definitionId: number, cascade: { asked: boolean; admin: boolean }) {
    await this.repo.db.transaction(async (tx) => {
      const definition = await this.repo.definition(definitionId, tx, true);
      if (!definition) throw badRequest('workflow.definition.notFound');
      const running = await this.repo.runningInstances(definitionId, tx);
      if (running > 0) {
        if (!cascade.asked || !cascade.admin) throw badRequest('workflow.definition.running', { count: running });
        await this.runtime.cancelled(await this.repo.cancelInstances(definitionId, tx), tx);
      }
      await this.repo.deleteDefinition(definition, tx);
    });
  }
}
