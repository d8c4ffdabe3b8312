import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_FILES,
  DOCUMENT_MAX_MB,
  INSPECTION_PHOTO_EXTENSIONS,
  PERMS,
  PREVIEW_EXTENSIONS,
  PROJECT_FILE_CATEGORY,
  parseZoned,
  type qualityFileBody,
  type qualityFileEdit,
  type qualityFileQuery,
  REPORT_PHOTO_MAX,
  type safetyFileBody,
  type safetyFileQuery,
  type safetyReportBody,
  type safetyReportQuery,
  storedText,
  UPLOAD_KINDS,
} from '@zj/contract';
import type { z } from 'zod';
import type { Principal } from '../../core/access/access.ts';
import { checkFileRefs, urlsOf } from '../../core/files/file-refs.ts';
import { extensionOf } from '../../core/files/file-types.ts';
import type { Uploads } from '../../core/files/uploads.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import type { ProjectAccess } from '../../core/project/project-access.ts';
import type { MessagesService } from '../messages/index.ts';
import type { SafetyFilesRepository } from './safety-files.repository.ts';

const P = PERMS.business;
type Category = '1' | '2';
/** Documents of spec 01 §5: 5 files, 300 MB each, Office/text/PDF (and previewable images). */
const DOCUMENT_RULE = {
  max: DOCUMENT_MAX_FILES,
  extensions: DOCUMENT_EXTENSIONS,
  maxMb: DOCUMENT_MAX_MB,
  image: false,
};
/** Photos of a report: image uploads, 5 at most. */
const PHOTO_RULE = {
  max: REPORT_PHOTO_MAX,
  extensions: INSPECTION_PHOTO_EXTENSIONS,
  maxMb: UPLOAD_KINDS.image.maxMb,
  image: true,
};
const fileNotFound = () => new AppError(404, 'file.notFound');
const reportNotFound = () => new AppError(404, 'safetyReport.notFound');

/** A file record as the API answers it. */
const fileRow = <R extends { fileType: string }>(row: R) => ({
  ...row,
  preview: (PREVIEW_EXTENSIONS as readonly string[]).includes(row.fileType),
});

/**
 * /business/safetyFile: quality files (in folders) and safety files — records of documents that
 * came through the one upload path — and safety reports, whose members are told by message.
 */
export class SafetyFilesService {
  constructor(
    private readonly repo: SafetyFilesRepository,
    private readonly projects: ProjectAccess,
    private readonly uploads: Uploads,
    private readonly messages: MessagesService,
  ) {}

  // ---- files ----

  async qualityFiles(p: Principal, query: z.output<typeof qualityFileQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.qualityFile.list);
    const filter = {
      ...(query.folder ? { folder: query.folder } : {}),
      ...(query.fileName ? { fileName: query.fileName } : {}),
    };
    const { rows, total } = await this.repo.filePage(query.projectId, PROJECT_FILE_CATEGORY.quality, filter, query);
    return { rows: rows.map(fileRow), total };
  }

  async safetyFiles(p: Principal, query: z.output<typeof safetyFileQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.safetyFile.list);
    const filter = query.fileName ? { fileName: query.fileName } : {};
    const { rows, total } = await this.repo.filePage(query.projectId, PROJECT_FILE_CATEGORY.safety, filter, query);
    return { rows: rows.map(fileRow), total };
  }

  async folders(p: Principal, projectId: number) {
    await this.projects.requireProjectAccess(p, projectId, P.qualityFile.list);
    return this.repo.folders(projectId);
  }

  addQualityFiles(p: Principal, body: z.output<typeof qualityFileBody>) {
    return this.addFiles(p, body.projectId, PROJECT_FILE_CATEGORY.quality, body.folder, body.files, P.qualityFile.add);
  }

  addSafetyFiles(p: Principal, body: z.output<typeof safetyFileBody>) {
    return this.addFiles(p, body.projectId, PROJECT_FILE_CATEGORY.safety, '', body.files, P.safetyFile.add);
  }

  /**
   * Records uploaded documents, one row each, all or none: at most five, each a stored upload of
   * an allowed type within 300 MB whose name carries the extension it was stored (and checked) with.
   */
  private async addFiles(
    p: Principal,
    projectId: number,
    category: Category,
    folder: string,
    files: Array<{ name: string; url: string }>,
    permission: string,
  ) {
    await this.projects.requireProjectAccess(p, projectId, permission);
    return this.repo.db.transaction(async (tx) => {
      const refs = await checkFileRefs(
        tx,
        files.map((f) => f.url),
        DOCUMENT_RULE,
      );
      const rows = refs.map((ref, i) => {
        const name = files[i]?.name ?? '';
        if (extensionOf(name) !== ref.ext)
          throw badRequest('upload.contentMismatch', { ext: extensionOf(name) || '?' });
        return {
          projectId,
          category,
          folder,
          fileName: name,
          url: ref.url,
          fileType: ref.ext,
          size: ref.size,
          createBy: p.userName,
        };
      });
      const inserted = await this.repo.insertFiles(tx, rows);
      await this.uploads.claim(
        refs.map((r) => r.url),
        tx,
      );
      return inserted.map((r) => r.fileId);
    });
  }

  /** Renames a quality file (its extension stays) or moves it to another folder. */
  async editQualityFile(p: Principal, body: z.output<typeof qualityFileEdit>) {
    const file = await this.repo.file(body.fileId);
    if (!file || file.category !== PROJECT_FILE_CATEGORY.quality) throw fileNotFound();
    await this.projects.requireProjectAccess(p, file.projectId, P.qualityFile.edit);
    if (extensionOf(body.fileName) !== file.fileType) throw badRequest('upload.badType', { types: file.fileType });
    await this.repo.updateFile(this.repo.db, body.fileId, {
      fileName: body.fileName,
      folder: body.folder,
      updateBy: p.userName,
      updateTime: new Date(),
    });
  }

  async removeFile(p: Principal, fileId: number, category: Category) {
    const file = await this.repo.file(fileId);
    if (!file || file.category !== category) throw fileNotFound();
    const permission = category === PROJECT_FILE_CATEGORY.quality ? P.qualityFile.remove : P.safetyFile.remove;
    await this.projects.requireProjectAccess(p, file.projectId, permission);
    await this.repo.deleteFile(this.repo.db, fileId);
  }

  // ---- reports ----

  async reports(p: Principal, query: z.output<typeof safetyReportQuery>) {
    await this.projects.requireProjectAccess(p, query.projectId, P.safetyReport.list);
    return this.repo.reportPage(query.projectId, query, query);
  }

  async report(p: Principal, reportId: number) {
    const row = await this.repo.report(reportId);
    if (!row) throw reportNotFound();
    await this.projects.requireProjectAccess(p, row.projectId, P.safetyReport.list);
    return row;
  }

  /**
   * Publishes a bulletin: the report, and a message (relateTable `safety_report`) to every other
   * member of the project, in one transaction.
   */
  async addReport(p: Principal, body: z.output<typeof safetyReportBody>) {
    await this.projects.requireProjectAccess(p, body.projectId, P.safetyReport.add);
    return this.repo.db.transaction(async (tx) => {
      const problemFiles = (await checkFileRefs(tx, urlsOf(body.problemFiles), PHOTO_RULE)).map((f) => f.url).join(',');
      const rectificationFiles = (await checkFileRefs(tx, urlsOf(body.rectificationFiles), PHOTO_RULE))
        .map((f) => f.url)
        .join(',');
      const reportId = await this.repo.insertReport(tx, {
        ...body,
        inspectionTime: parseZoned(body.inspectionTime),
        problemFiles,
        rectificationFiles,
        // 通报人 as people know them (the nickname), like the problems' 创建人 and notices' 通知人.
        createBy: (p.user.nickName || p.userName).slice(0, 64),
      });
      await this.uploads.claim([problemFiles, rectificationFiles], tx);
      const recipients = await this.repo.membersExcept(tx, body.projectId, p.userId);
      await this.messages.send(
        recipients.map((recipient) => ({
          recipient,
          ...storedText('message.safetyReport', { title: body.title }),
          relateTable: 'safety_report' as const,
          relateId: reportId,
          projectId: body.projectId,
          createBy: p.userName,
        })),
        tx,
      );
      return reportId;
    });
  }

  async removeReport(p: Principal, reportId: number) {
    const row = await this.repo.report(reportId);
    if (!row) throw reportNotFound();
    await this.projects.requireProjectAccess(p, row.projectId, P.safetyReport.remove);
    await this.repo.deleteReport(this.repo.db, reportId);
  }
}
