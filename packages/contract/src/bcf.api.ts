import { z } from 'zod';
import { bodyId, num, optionalIdList, str } from './common.ts';
import { answer, api, endpoint, projectAt } from './endpoint.ts';
import { PERMS } from './permissions.ts';

/**
 * BCF 2.1 (issue 24): a project's model problems out as a `.bcf` zip (topics with comments,
 * viewpoints by IfcGuid, cameras, clipping planes and snapshots) and a `.bcf` back in (topics
 * become model problems; a topic imported before is updated, matched by its GUID). The file to
 * import is an upload of the one upload path: POST /file/upload?kind=bcf, then its URL here.
 */

export const BCF_MIME = 'application/octet-stream';
/** The upload kind of a BCF file (`/file/upload?kind=bcf`): .bcf or .bcfzip. */
export const BCF_UPLOAD_KIND = 'bcf';

export const bcfExportQuery = z.object({
  projectId: num(z.number().int().min(1)),
  /** Comma-joined problem ids; empty or absent: every model problem of the project. */
  problemIds: optionalIdList,
});
export type BcfExportQuery = z.input<typeof bcfExportQuery>;

export const bcfImportBody = z.object({
  projectId: bodyId,
  /** The URL POST /file/upload?kind=bcf answered (`/prod-api/file/…/<32 hex>.bcf`). */
  url: str().trim().min(1).max(300),
});
export type BcfImportBody = z.input<typeof bcfImportBody>;

export const bcfImportResult = z.object({
  /** Topics that became new problems. */
  imported: z.number().int(),
  /** Topics that matched a problem imported or exported before (by GUID) and updated it. */
  updated: z.number().int(),
  /** What was skipped or kept differently, in the caller's language. */
  warnings: z.array(z.string()),
});
export type BcfImportResult = z.infer<typeof bcfImportResult>;

export const bcfApi = api('bcf', {
  bcfExport: endpoint({
    method: 'GET',
    path: '/business/model/bcf/export',
    summary: "A project's model problems (all, or those of problemIds) as a BCF 2.1 file",
    query: bcfExportQuery,
    answer: answer.file(BCF_MIME),
    access: { permission: PERMS.business.problem.export },
    project: projectAt.query('projectId'),
  }),
  bcfImport: endpoint({
    method: 'POST',
    path: '/business/model/bcf/import',
    summary:
      'Reads an uploaded BCF 2.0/2.1 file into model problems of the project (components matched by GlobalId to its current versions)',
    body: bcfImportBody,
    answer: answer.row(bcfImportResult),
    access: { permission: PERMS.business.problem.add },
    project: projectAt.body('projectId'),
    log: { title: '问题追踪', businessType: 'import' },
  }),
});
