import {
  ajaxResult,
  fileFolderRow,
  fileFoldersQuery,
  idParam,
  msg,
  PERMS,
  projectFileRow,
  qualityFileBody,
  qualityFileEdit,
  qualityFileQuery,
  safetyFileBody,
  safetyFileQuery,
  safetyReportBody,
  safetyReportQuery,
  safetyReportRow,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import { projectOfFile, projectOfReport } from './safety-files.repository.ts';
import type { SafetyFilesService } from './safety-files.service.ts';

const P = PERMS.business;
const tags = ['safety-file'];
const fileLog = (businessType: 'insert' | 'update' | 'delete') => ({ title: '质量安全文件', businessType }) as const;
const reportLog = (businessType: 'insert' | 'delete') => ({ title: '安全报告', businessType }) as const;
const idParams = z.object({ id: idParam });
const fileOfParam = projectFrom.lookup(projectFrom.param('id'), projectOfFile);
const reportOfParam = projectFrom.lookup(projectFrom.param('id'), projectOfReport);
const BASE = '/business/safetyFile';

/** /business/safetyFile (spec 02 §7 "Files and reports"): quality files, safety files, safety reports. */
export async function safetyFilesRoutes(app: AppInstance, deps: { safetyFiles: SafetyFilesService }) {
  const { safetyFiles } = deps;

  app.get(
    `${BASE}/listQualityFile`,
    {
      config: { access: { permission: P.qualityFile.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's quality files (of one folder), newest first",
        querystring: qualityFileQuery,
        response: { 200: tableResult(projectFileRow) },
      },
    },
    async (request) => {
      const { rows, total } = await safetyFiles.qualityFiles(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    `${BASE}/getQualityFileFolders`,
    {
      config: { access: { permission: P.qualityFile.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "The folders of a project's quality files with their counts",
        querystring: fileFoldersQuery,
        response: { 200: ajaxResult(z.array(fileFolderRow)) },
      },
    },
    async (request) => ok(await safetyFiles.folders(principalOf(request), request.query.projectId)),
  );

  app.post(
    `${BASE}/addQualityFile`,
    {
      config: {
        access: { permission: P.qualityFile.add },
        project: projectFrom.body('projectId'),
        log: fileLog('insert'),
      },
      schema: {
        tags,
        summary: 'Records 1–5 uploaded documents (POST /file/upload) in a folder; answers their ids',
        body: qualityFileBody,
        response: { 200: ajaxResult(z.array(z.number().int())) },
      },
    },
    async (request) =>
      ok(await safetyFiles.addQualityFiles(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.put(
    `${BASE}/editQualityFile`,
    {
      config: {
        access: { permission: P.qualityFile.edit },
        project: projectFrom.lookup(projectFrom.body('fileId'), projectOfFile),
        log: fileLog('update'),
      },
      schema: {
        tags,
        summary: 'Renames a quality file (same extension) or moves it to a folder',
        body: qualityFileEdit,
      },
    },
    async (request) => {
      await safetyFiles.editQualityFile(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    `${BASE}/delQualityFile/:id`,
    {
      config: { access: { permission: P.qualityFile.remove }, project: fileOfParam, log: fileLog('delete') },
      schema: { tags, summary: 'Deletes a quality file record', params: idParams },
    },
    async (request) => {
      await safetyFiles.removeFile(principalOf(request), request.params.id, '1');
      return done(msg('common.success', request.lang));
    },
  );

  app.get(
    `${BASE}/listSafetyFile`,
    {
      config: { access: { permission: P.safetyFile.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's safety files, newest first",
        querystring: safetyFileQuery,
        response: { 200: tableResult(projectFileRow) },
      },
    },
    async (request) => {
      const { rows, total } = await safetyFiles.safetyFiles(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.post(
    `${BASE}/addSafetyFile`,
    {
      config: {
        access: { permission: P.safetyFile.add },
        project: projectFrom.body('projectId'),
        log: fileLog('insert'),
      },
      schema: {
        tags,
        summary: 'Records 1–5 uploaded documents (POST /file/upload); answers their ids',
        body: safetyFileBody,
        response: { 200: ajaxResult(z.array(z.number().int())) },
      },
    },
    async (request) =>
      ok(await safetyFiles.addSafetyFiles(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.delete(
    `${BASE}/delSafetyFile/:id`,
    {
      config: { access: { permission: P.safetyFile.remove }, project: fileOfParam, log: fileLog('delete') },
      schema: { tags, summary: 'Deletes a safety file record', params: idParams },
    },
    async (request) => {
      await safetyFiles.removeFile(principalOf(request), request.params.id, '2');
      return done(msg('common.success', request.lang));
    },
  );

  app.get(
    `${BASE}/listSafetyReport`,
    {
      config: { access: { permission: P.safetyReport.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's safety reports (安全专项检查通报), newest inspection first",
        querystring: safetyReportQuery,
        response: { 200: tableResult(safetyReportRow) },
      },
    },
    async (request) => {
      const { rows, total } = await safetyFiles.reports(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    `${BASE}/getSafetyReport/:id`,
    {
      config: { access: { permission: P.safetyReport.list }, project: reportOfParam },
      schema: {
        tags,
        summary: 'One safety report (the bulletin dialog of a safety_report message)',
        params: idParams,
        response: { 200: ajaxResult(safetyReportRow) },
      },
    },
    async (request) => ok(await safetyFiles.report(principalOf(request), request.params.id)),
  );

  app.post(
    `${BASE}/addSafetyReport`,
    {
      config: {
        access: { permission: P.safetyReport.add },
        project: projectFrom.body('projectId'),
        log: reportLog('insert'),
      },
      schema: {
        tags,
        summary: 'Publishes a safety report; every other project member gets a safety_report message. Answers its id',
        body: safetyReportBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) =>
      ok(await safetyFiles.addReport(principalOf(request), request.body), msg('common.success', request.lang)),
  );

  app.delete(
    `${BASE}/delSafetyReport/:id`,
    {
      config: { access: { permission: P.safetyReport.remove }, project: reportOfParam, log: reportLog('delete') },
      schema: { tags, summary: 'Deletes a safety report', params: idParams },
    },
    async (request) => {
      await safetyFiles.removeReport(principalOf(request), request.params.id);
      return done(msg('common.success', request.lang));
    },
  );
}
