import { z } from 'zod';
import { idParam } from './common.ts';
import { answer, api, endpoint, logAs, projectAt } from './endpoint.ts';
import { PERMS } from './permissions.ts';
import {
  fileFolderRow,
  fileFoldersQuery,
  projectFileRow,
  qualityFileBody,
  qualityFileEdit,
  qualityFileQuery,
  safetyFileBody,
  safetyFileQuery,
  safetyReportBody,
  safetyReportQuery,
  safetyReportRow,
} from './safety-files.ts';

const P = PERMS.business;
const fileLog = logAs('质量安全文件');
const reportLog = logAs('安全报告');
const idParams = z.object({ id: idParam });
const fileOfParam = projectAt.lookup('projectFile', projectAt.param('id'));
const reportOfParam = projectAt.lookup('safetyReport', projectAt.param('id'));

/** /business/safetyFile (spec 02 §7 "Files and reports"): quality files, safety files, safety reports. */
export const safetyFilesApi = api('safety-file', {
  // 质量文件
  qualityFiles: endpoint({
    method: 'GET',
    path: '/business/safetyFile/listQualityFile',
    summary: "A project's quality files (of one folder), newest first",
    query: qualityFileQuery,
    answer: answer.table(projectFileRow),
    access: { permission: P.qualityFile.list },
    project: projectAt.query('projectId'),
  }),
  folders: endpoint({
    method: 'GET',
    path: '/business/safetyFile/getQualityFileFolders',
    summary: "The folders of a project's quality files with their counts",
    query: fileFoldersQuery,
    answer: answer.row(z.array(fileFolderRow)),
    access: { permission: P.qualityFile.list },
    project: projectAt.query('projectId'),
  }),
  addQualityFiles: endpoint({
    method: 'POST',
    path: '/business/safetyFile/addQualityFile',
    summary: 'Records 1–5 uploaded documents (POST /file/upload) in a folder; answers their ids',
    body: qualityFileBody,
    answer: answer.row(z.array(z.number().int())),
    access: { permission: P.qualityFile.add },
    project: projectAt.body('projectId'),
    log: fileLog('insert'),
  }),
  editQualityFile: endpoint({
    method: 'PUT',
    path: '/business/safetyFile/editQualityFile',
    summary: 'Renames a quality file (same extension) or moves it to a folder',
    body: qualityFileEdit,
    answer: answer.done(),
    access: { permission: P.qualityFile.edit },
    project: projectAt.lookup('projectFile', projectAt.body('fileId')),
    log: fileLog('update'),
  }),
  removeQualityFile: endpoint({
    method: 'DELETE',
    path: '/business/safetyFile/delQualityFile/:id',
    summary: 'Deletes a quality file record',
    params: idParams,
    answer: answer.done(),
    access: { permission: P.qualityFile.remove },
    project: fileOfParam,
    log: fileLog('delete'),
  }),
  // 安全文件
  safetyFiles: endpoint({
    method: 'GET',
    path: '/business/safetyFile/listSafetyFile',
    summary: "A project's safety files, newest first",
    query: safetyFileQuery,
    answer: answer.table(projectFileRow),
    access: { permission: P.safetyFile.list },
    project: projectAt.query('projectId'),
  }),
  addSafetyFiles: endpoint({
    method: 'POST',
    path: '/business/safetyFile/addSafetyFile',
    summary: 'Records 1–5 uploaded documents (POST /file/upload); answers their ids',
    body: safetyFileBody,
    answer: answer.row(z.array(z.number().int())),
    access: { permission: P.safetyFile.add },
    project: projectAt.body('projectId'),
    log: fileLog('insert'),
  }),
  removeSafetyFile: endpoint({
    method: 'DELETE',
    path: '/business/safetyFile/delSafetyFile/:id',
    summary: 'Deletes a safety file record',
    params: idParams,
    answer: answer.done(),
    access: { permission: P.safetyFile.remove },
    project: fileOfParam,
    log: fileLog('delete'),
  }),
  // 安全报告
  reports: endpoint({
    method: 'GET',
    path: '/business/safetyFile/listSafetyReport',
    summary: "A project's safety reports (安全专项检查通报), newest inspection first",
    query: safetyReportQuery,
    answer: answer.table(safetyReportRow),
    access: { permission: P.safetyReport.list },
    project: projectAt.query('projectId'),
  }),
  report: endpoint({
    method: 'GET',
    path: '/business/safetyFile/getSafetyReport/:id',
    summary: 'One safety report (the bulletin dialog of a safety_report message)',
    params: idParams,
    answer: answer.row(safetyReportRow),
    access: { permission: P.safetyReport.list },
    project: reportOfParam,
  }),
  addReport: endpoint({
    method: 'POST',
    path: '/business/safetyFile/addSafetyReport',
    summary: 'Publishes a safety report; every other project member gets a safety_report message. Answers its id',
    body: safetyReportBody,
    answer: answer.row(z.number().int()),
    access: { permission: P.safetyReport.add },
    project: projectAt.body('projectId'),
    log: reportLog('insert'),
  }),
  removeReport: endpoint({
    method: 'DELETE',
    path: '/business/safetyFile/delSafetyReport/:id',
    summary: 'Deletes a safety report',
    params: idParams,
    answer: answer.done(),
    access: { permission: P.safetyReport.remove },
    project: reportOfParam,
    log: reportLog('delete'),
  }),
});
