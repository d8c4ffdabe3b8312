import { z } from 'zod';
import { idParam } from './common.ts';
import { answer, api, endpoint, projectAt } from './endpoint.ts';
import {
  bandBody,
  bandEditBody,
  bandQuery,
  bandRow,
  compareQuery,
  compareRow,
  compareSummary,
  compareSummaryQuery,
  elementDetail,
  elementQuery,
  elementRow,
  globalIdText,
  MODEL_MAX_MB,
  MODEL_UPLOAD_PATH,
  modelLogQuery,
  modelLogRow,
  MODEL_PERMS as P,
  sharedViewpoint,
  spatialNode,
  UPLOAD_VERSION_HEADER,
  versionDetail,
  versionQuery,
  versionRemoveQuery,
  versionRow,
  viewpointBody,
  viewpointQuery,
  viewpointRow,
} from './models.ts';
import { PUBLIC } from './permissions.ts';
import { problemShareToken } from './problems.ts';

type BusinessType = 'insert' | 'update' | 'delete';
const log = (businessType: BusinessType) => ({ title: '模型列表', businessType }) as const;
/** The project of a row of the models module, found by the lookup of its kind. */
const bandAt = (inner: ReturnType<typeof projectAt.param>) => projectAt.lookup('modelBand', inner);
const versionAt = (inner: ReturnType<typeof projectAt.param>) => projectAt.lookup('modelVersion', inner);
const versionParams = z.object({ versionId: idParam });
const uploadParams = z.object({ uploadId: idParam });

/** BIM models (issue 24): bands, versions, tus upload, elements, comparison, viewpoints, model log. */
export const modelsApi = api('model', {
  // bands
  bandList: endpoint({
    method: 'GET',
    path: '/business/model/band/list',
    summary: "A project's bands (model slots) with their current version",
    query: bandQuery,
    answer: answer.table(bandRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  bandAdd: endpoint({
    method: 'POST',
    path: '/business/model/band',
    summary: 'Adds a band to a project; answers its id',
    body: bandBody,
    answer: answer.row(z.number().int()),
    access: { permission: P.add },
    project: projectAt.body('projectId'),
    log: log('insert'),
  }),
  bandEdit: endpoint({
    method: 'PUT',
    path: '/business/model/band',
    summary: 'Renames a band',
    body: bandEditBody,
    answer: answer.done(),
    access: { permission: P.edit },
    project: bandAt(projectAt.body('bandId')),
    log: log('update'),
  }),
  bandRemove: endpoint({
    method: 'DELETE',
    path: '/business/model/band/:bandId',
    summary: 'Deletes a band that holds no version',
    params: z.object({ bandId: idParam }),
    answer: answer.done(),
    access: { permission: P.remove },
    project: bandAt(projectAt.param('bandId')),
    log: log('delete'),
  }),
  // versions
  versionList: endpoint({
    method: 'GET',
    path: '/business/model/version/list',
    summary: "A project's model versions (of one band), newest first",
    query: versionQuery,
    answer: answer.table(versionRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  versionGet: endpoint({
    method: 'GET',
    path: '/business/model/version/:versionId',
    summary: 'One model version with its conversion status and progress',
    params: versionParams,
    answer: answer.row(versionDetail),
    access: { permission: P.list },
    project: versionAt(projectAt.param('versionId')),
  }),
  versionCurrent: endpoint({
    method: 'PUT',
    path: '/business/model/version/current/:versionId',
    summary: "Makes a converted version its band's current one",
    params: versionParams,
    answer: answer.done(),
    access: { permission: P.edit },
    project: versionAt(projectAt.param('versionId')),
    log: log('update'),
  }),
  versionRemove: endpoint({
    method: 'DELETE',
    path: '/business/model/version/:versionId',
    summary:
      'Deletes a version with its files and elements (refused while problems point at it, unless an admin passes force=true)',
    params: versionParams,
    query: versionRemoveQuery,
    answer: answer.done(),
    access: { permission: P.remove },
    project: versionAt(projectAt.param('versionId')),
    log: log('delete'),
  }),
  fragments: endpoint({
    method: 'GET',
    path: '/business/model/version/:versionId/fragments',
    summary: 'The converted fragments file of a version (the viewer loads it)',
    params: versionParams,
    answer: answer.file('application/octet-stream'),
    access: { permission: P.list },
    project: versionAt(projectAt.param('versionId')),
  }),
  // tus 1.0 upload (resumable): tus-js-client speaks it; the version is created when the last byte arrives
  uploadCreate: endpoint({
    method: 'POST',
    path: MODEL_UPLOAD_PATH,
    summary: `tus 1.0 creation: Upload-Length (≤ ${MODEL_MAX_MB} MB) and Upload-Metadata filename, projectId, bandId (the caller needs ${P.add} in that project); answers 201 with Location. A creation with the whole file (creation-with-upload) answers ${UPLOAD_VERSION_HEADER}`,
    answer: answer.file('text/plain'),
    access: { permission: P.add },
    log: log('insert'),
  }),
  uploadPatch: endpoint({
    method: 'PATCH',
    path: `${MODEL_UPLOAD_PATH}/:uploadId`,
    summary: `tus 1.0: appends bytes at Upload-Offset (application/offset+octet-stream); the last one checks the IFC, creates the version, queues its conversion and answers ${UPLOAD_VERSION_HEADER}`,
    params: uploadParams,
    answer: answer.file('text/plain'),
    access: { permission: P.add },
    project: projectAt.lookup('modelUpload', projectAt.param('uploadId')),
    // Each chunk is not an operation: the model log records the upload.
    log: false,
  }),
  uploadHead: endpoint({
    method: 'HEAD',
    path: `${MODEL_UPLOAD_PATH}/:uploadId`,
    summary: 'tus 1.0: the offset reached so far (to resume)',
    params: uploadParams,
    answer: answer.file('text/plain'),
    access: { permission: P.add },
    project: projectAt.lookup('modelUpload', projectAt.param('uploadId')),
    // A read.
    log: false,
  }),
  // elements
  elementList: endpoint({
    method: 'GET',
    path: '/business/model/element/list',
    summary: "A converted version's elements, searched by the start of a name or GlobalId, class or storey",
    query: elementQuery,
    answer: answer.table(elementRow),
    access: { permission: P.list },
    project: versionAt(projectAt.query('versionId')),
  }),
  elementTree: endpoint({
    method: 'GET',
    path: '/business/model/element/tree/:versionId',
    summary: 'The spatial tree of a version (site → building → storey → element)',
    params: versionParams,
    answer: answer.row(z.array(spatialNode)),
    access: { permission: P.list },
    project: versionAt(projectAt.param('versionId')),
  }),
  elementGet: endpoint({
    method: 'GET',
    path: '/business/model/element/:versionId/:globalId',
    summary: 'One element with its property sets',
    params: z.object({ versionId: idParam, globalId: globalIdText }),
    answer: answer.row(elementDetail),
    access: { permission: P.list },
    project: versionAt(projectAt.param('versionId')),
  }),
  // comparison
  compare: endpoint({
    method: 'GET',
    path: '/business/model/compare',
    summary: 'Two versions of a band compared by GlobalId: added, removed, geometry or properties changed',
    query: compareQuery,
    answer: answer.table(compareRow),
    access: { permission: P.compare },
    project: versionAt(projectAt.query('fromVersionId')),
  }),
  compareSummary: endpoint({
    method: 'GET',
    path: '/business/model/compare/summary',
    summary: 'How many elements each kind of change touches (recorded in the model log)',
    query: compareSummaryQuery,
    answer: answer.row(compareSummary),
    access: { permission: P.compare },
    project: versionAt(projectAt.query('fromVersionId')),
  }),
  // model log
  logList: endpoint({
    method: 'GET',
    path: '/business/model/log/list',
    summary: "A project's model log (uploads, conversions, version changes, deletions, comparisons), newest first",
    query: modelLogQuery,
    answer: answer.table(modelLogRow),
    access: { permission: P.log },
    project: projectAt.query('projectId'),
  }),
  // viewpoints
  viewpointAdd: endpoint({
    method: 'POST',
    path: '/business/model/viewpoint',
    summary: 'Saves a viewpoint (camera, clipping, selection, hidden, snapshot) of a version, optionally of a problem',
    body: viewpointBody,
    answer: answer.row(z.object({ viewpointId: z.number().int() })),
    access: { permission: P.list },
    project: projectAt.body('projectId'),
    log: { title: '模型视点', businessType: 'insert' },
  }),
  viewpointShared: endpoint({
    method: 'GET',
    path: '/business/model/viewpoint/shared/:token',
    summary:
      "A shared problem's place in the model (no login): band, version, snapshot and components of its latest viewpoint; null when it has none",
    params: z.object({ token: problemShareToken }),
    answer: answer.row(sharedViewpoint.nullable()),
    access: PUBLIC,
  }),
  viewpointList: endpoint({
    method: 'GET',
    path: '/business/model/viewpoint/list',
    summary: "A project's saved viewpoints (of one problem), newest first",
    query: viewpointQuery,
    answer: answer.table(viewpointRow),
    access: { permission: P.list },
    project: projectAt.query('projectId'),
  }),
  viewpointGet: endpoint({
    method: 'GET',
    path: '/business/model/viewpoint/:viewpointId',
    summary: 'One saved viewpoint',
    params: z.object({ viewpointId: idParam }),
    answer: answer.row(viewpointRow),
    access: { permission: P.list },
    project: projectAt.lookup('modelViewpoint', projectAt.param('viewpointId')),
  }),
});
