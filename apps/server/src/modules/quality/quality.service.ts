import {
  INSPECTION_PHOTO_EXTENSIONS,
  INSPECTION_PHOTO_MAX,
  PERMS,
  type qualityBranchBody,
  type qualityBranchQuery,
  type qualityInspectionBody,
  type qualityInspectionQuery,
  type qualityItemizeBody,
  type qualityItemizeQuery,
  type qualityTemplateBody,
  type qualityTemplateQuery,
  UPLOAD_KINDS,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { isUniqueViolation } from '../../core/db/errors.ts';
import { checkFileRefs, urlsOf } from '../../core/files/file-refs.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { QualityRepository } from './quality.repository.ts';

const P = PERMS.business.qualityCheck;
const notFound = (key: 'quality.branchNotFound' | 'quality.itemizeNotFound' | 'quality.templateNotFound') =>
  new AppError(404, key);

/** Inspection photos: image uploads, 5 at most, png/jpg/jpeg, each within the image limit. */
const PHOTO_RULE = {
  max: INSPECTION_PHOTO_MAX,
  extensions: INSPECTION_PHOTO_EXTENSIONS,
  maxMb: UPLOAD_KINDS.image.maxMb,
  image: true,
};

/** The first name that appears twice, if any. */
function firstDuplicate(names: string[]): string | undefined {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/**
 * The GB 50300 quality structure of a project (分部 → 分项), inspections against its 分项, and
 * templates that create a whole structure in one transaction. Every project-scoped method checks
 * the project again through the project kernel.
 */
export class QualityService {
  constructor(
    private readonly repo: QualityRepository,
    private readonly projects: ProjectAccess,
    private readonly uploads: Uploads,
  ) {}

  // ---- 分部 ----

  async branches(p: Principal, query: z.output<typeof qualityBranchQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    return this.repo.branchPage(query.projectId, query.branchName, query);
  }

  async branch(p: Principal, branchId: number) {
    const row = await this.repo.branch(branchId);
    if (!row) throw notFound('quality.branchNotFound');
    await this.projects.requireProjectAccess(p, row.projectId, P.list);
    return row;
  }

  async addBranch(p: Principal, body: z.output<typeof qualityBranchBody>) {
    await this.projects.requireProjectAccess(p, body.projectId, P.add);
    return this.uniqueName(body.branchName, 'quality.branchExists', () =>
      this.repo.db.transaction(async (tx) => {
        if (await this.repo.existingBranchName(tx, body.projectId, [body.branchName]))
          throw badRequest('quality.branchExists', { name: body.branchName });
        const [row] = await this.repo.insertBranches(tx, [{ ...body, createBy: p.userName }]);
        if (!row) throw new Error('biz_quality_branch insert returned nothing');
        return row.branchId;
      }),
    );
  }

  async removeBranch(p: Principal, branchId: number) {
    const row = await this.repo.branch(branchId);
    if (!row) throw notFound('quality.branchNotFound');
    await this.projects.requireProjectAccess(p, row.projectId, P.remove);
    await this.repo.db.transaction(async (tx) => {
      if (await this.repo.hasItemizes(tx, branchId)) throw badRequest('quality.branchHasItemize');
      await this.repo.deleteBranch(tx, branchId);
    });
  }

  // ---- 分项 ----

  async itemizes(p: Principal, query: z.output<typeof qualityItemizeQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    return this.repo.itemizePage(query.projectId, query.branchId, query.itemizeName, query);
  }

  async itemize(p: Principal, itemizeId: number) {
    const row = await this.repo.itemize(itemizeId);
    if (!row) throw notFound('quality.itemizeNotFound');
    await this.projects.requireProjectAccess(p, row.projectId, P.list);
    return row;
  }

  async addItemize(p: Principal, body: z.output<typeof qualityItemizeBody>) {
    const branch = await this.repo.branch(body.branchId);
    if (!branch) throw notFound('quality.branchNotFound');
    await this.projects.requireProjectAccess(p, branch.projectId, P.add);
    return this.uniqueName(body.itemizeName, 'quality.itemizeExists', () =>
      this.repo.db.transaction(async (tx) => {
        if (await this.repo.itemizeNamed(tx, body.branchId, body.itemizeName))
          throw badRequest('quality.itemizeExists', { name: body.itemizeName });
        const [row] = await this.repo.insertItemizes(tx, [
          { ...body, projectId: branch.projectId, createBy: p.userName },
        ]);
        if (!row) throw new Error('biz_quality_itemize insert returned nothing');
        return row.itemizeId;
      }),
    );
  }

  async removeItemize(p: Principal, itemizeId: number) {
    const row = await this.repo.itemize(itemizeId);
    if (!row) throw notFound('quality.itemizeNotFound');
    await this.projects.requireProjectAccess(p, row.projectId, P.remove);
    await this.repo.db.transaction(async (tx) => {
      if (await this.repo.hasInspections(tx, itemizeId)) throw badRequest('quality.itemizeHasInspection');
      await this.repo.deleteItemize(tx, itemizeId);
    });
  }

  // ---- inspections ----

  async inspections(p: Principal, query: z.output<typeof qualityInspectionQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.list);
    return this.repo.inspectionPage(query.projectId, query, query);
  }

  /** Records an inspection of a 检验批; its photos must be image uploads of the one upload path. */
  async addInspection(p: Principal, body: z.output<typeof qualityInspectionBody>) {
    const itemize = await this.repo.itemize(body.itemizeId);
    if (!itemize) throw notFound('quality.itemizeNotFound');
    await this.projects.requireProjectAccess(p, itemize.projectId, P.add);
    return this.repo.db.transaction(async (tx) => {
      const photos = await checkFileRefs(tx, urlsOf(body.photos), PHOTO_RULE);
      const joined = photos.map((f) => f.url).join(',');
      const id = await this.repo.insertInspection(tx, {
        projectId: itemize.projectId,
        branchId: itemize.branchId,
        itemizeId: itemize.itemizeId,
        lotName: body.lotName,
        inspectDate: body.inspectDate,
        inspector: body.inspector,
        result: body.result,
        photos: joined,
        remark: body.remark,
        createBy: p.userName,
      });
      await this.uploads.claim([joined], tx);
      return id;
    });
  }

  // ---- templates ----

  templates(query: z.output<typeof qualityTemplateQuery>) {
    return this.repo.templatePage(query.templateName, query);
  }

  async addTemplate(p: Principal, body: z.output<typeof qualityTemplateBody>) {
    const duplicate =
      firstDuplicate(body.branches.map((b) => b.branchName)) ??
      body.branches.map((b) => firstDuplicate(b.itemizes)).find((name) => name !== undefined);
    if (duplicate) throw badRequest('quality.templateDuplicate', { name: duplicate });
    return this.uniqueName(body.templateName, 'quality.templateExists', () =>
      this.repo.db.transaction(async (tx) => {
        if (await this.repo.templateNamed(tx, body.templateName))
          throw badRequest('quality.templateExists', { name: body.templateName });
        return this.repo.insertTemplate(tx, body, p.userName);
      }),
    );
  }

  /**
   * Creates the template's 分部 with their 分项 in the project, in one transaction: a 分部 the
   * project already has refuses the whole application and nothing is created.
   */
  async applyTemplate(p: Principal, templateId: number, projectId: number) {
    await this.projects.requireProjectAccess(p, projectId, P.add);
    const template = await this.repo.template(templateId);
    if (!template) throw notFound('quality.templateNotFound');
    return this.repo.db.transaction(async (tx) => {
      const taken = await this.repo.existingBranchName(
        tx,
        projectId,
        template.branches.map((b) => b.branchName),
      );
      if (taken) throw badRequest('quality.branchExists', { name: taken });
      const branches = await this.repo.insertBranches(
        tx,
        template.branches.map((b, i) => ({
          projectId,
          branchName: b.branchName,
          branchCode: b.branchCode,
          orderNum: i + 1,
          createBy: p.userName,
        })),
      );
      const ids = new Map(branches.map((b) => [b.branchName, b.branchId]));
      const itemizes = await this.repo.insertItemizes(
        tx,
        template.branches.flatMap((b) =>
          b.itemizes.map((itemizeName, i) => ({
            projectId,
            branchId: ids.get(b.branchName) ?? 0,
            itemizeName,
            orderNum: i + 1,
            createBy: p.userName,
          })),
        ),
      );
      return { branches: branches.length, itemizes: itemizes.length };
    });
  }

  /** Runs an insert whose unique index may still catch a concurrent twin: refused with the same text. */
  private async uniqueName<T>(
    name: string,
    key: 'quality.branchExists' | 'quality.itemizeExists' | 'quality.templateExists',
    insert: () => Promise<T>,
  ): Promise<T> {
    try {
      return await insert();
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest(key, { name });
      throw error;
    }
  }
}
