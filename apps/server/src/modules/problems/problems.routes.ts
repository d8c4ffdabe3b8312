import {
  ajaxResult,
  idParam,
  msg,
  newProblemQuery,
  PERMS,
  PUBLIC,
  problemBandRow,
  problemBody,
  problemDetail,
  problemEditBody,
  problemQuery,
  problemRow,
  problemShareResult,
  problemShareToken,
  problemViewQuery,
  readAllProblemQuery,
  sharedProblem,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, tableOfJson } from '../../core/http/envelope.ts';
import { wireJson } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import { problemColumns } from './problem-export.ts';
import type { ProblemsRepository } from './problems.repository.ts';
import type { ProblemsService } from './problems.service.ts';

const P = PERMS.business.problem;
const tags = ['problem'];
const log = (businessType: 'insert' | 'update' | 'delete' | 'export') => ({ title: '问题追踪', businessType }) as const;
const byId = z.object({ id: idParam });

/** 问题追踪 (spec 01 §7 "Problem"): /business/problem — model problems, read state, sharing. */
export async function problemsRoutes(
  app: AppInstance,
  deps: { problems: ProblemsService; projectOf: typeof ProblemsRepository.projectOf },
) {
  const { problems, projectOf } = deps;
  const ofProblem = projectFrom.lookup(projectFrom.param('id'), projectOf);

  app.get(
    '/business/problem/list',
    {
      config: { access: { permission: P.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's model problems, newest first, filtered",
        querystring: problemQuery,
        response: { 200: tableResult(problemRow) },
      },
      // A busy list: its statement writes the rows' JSON as the wire has them (problem-list.query),
      // so the answer is written as is, without parsing or re-validating 20 rows (problems.test
      // checks it against the schema).
      serializerCompiler: () => wireJson,
    },
    async (request, reply) => {
      const { rowsJson, total } = await problems.list(principalOf(request), 'model', request.query, P.list);
      return tableOfJson(reply, problemRow, rowsJson, total);
    },
  );

  app.get(
    '/business/problem/getListView',
    {
      config: { access: { permission: P.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's model problems counted by band (total, open, unread by the caller)",
        querystring: problemViewQuery,
        response: { 200: ajaxResult(z.array(problemBandRow)) },
      },
    },
    async (request) => ok(await problems.bands(principalOf(request), request.query.projectId, request.query.kind)),
  );

  app.get(
    '/business/problem/getNewProblem',
    {
      config: { access: { permission: P.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "The caller's unread problems as collaborator (one project's, or all the caller's)",
        querystring: newProblemQuery,
        response: { 200: ajaxResult(z.array(problemRow)) },
      },
    },
    async (request) => ok(await problems.unread(principalOf(request), request.query)),
  );

  app.get(
    '/business/problem/readProblem/:id',
    {
      config: { access: { permission: P.query }, project: ofProblem },
      schema: { tags, summary: 'Marks a problem read for the caller', params: byId },
    },
    async (request) => {
      await problems.read(principalOf(request), request.params.id);
      return done(msg('common.success', request.lang));
    },
  );

  app.get(
    '/business/problem/readAllProblem',
    {
      config: { access: { permission: P.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "Marks the caller's unread problems read (answers how many)",
        querystring: readAllProblemQuery,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) => ok(await problems.readAll(principalOf(request), request.query)),
  );

  app.get(
    '/business/problem/shared/:token',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'A shared problem (no login): name, level, status, photos, rectifications',
        params: z.object({ token: problemShareToken }),
        response: { 200: ajaxResult(sharedProblem) },
      },
    },
    async (request) => ok(await problems.shared(request.params.token)),
  );

  app.get(
    '/business/problem/:id',
    {
      config: { access: { permission: P.query }, project: ofProblem },
      schema: {
        tags,
        summary: 'A model problem with its project name (marks it read)',
        params: byId,
        response: { 200: ajaxResult(problemDetail) },
      },
    },
    async (request) => ok(await problems.detail(principalOf(request), request.params.id, 'model', P.query)),
  );

  app.post(
    '/business/problem',
    {
      config: { access: { permission: P.add }, project: projectFrom.body('projectId'), log: log('insert') },
      schema: {
        tags,
        summary: 'Creates a model problem (collaborators get a message)',
        body: problemBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) => ok(await problems.add(principalOf(request), 'model', request.body, P.add)),
  );

  app.put(
    '/business/problem',
    {
      config: {
        access: { permission: P.edit },
        project: projectFrom.lookup(projectFrom.body('problemId'), projectOf),
        log: log('update'),
      },
      schema: { tags, summary: 'Edits a model problem', body: problemEditBody },
    },
    async (request) => {
      await problems.edit(principalOf(request), 'model', request.body, P.edit);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    '/business/problem/close/:id',
    {
      config: { access: { permission: P.close }, project: ofProblem, log: log('update') },
      schema: { tags, summary: 'Closes a model problem', params: byId },
    },
    async (request) => {
      await problems.close(principalOf(request), request.params.id);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    '/business/problem/:id',
    {
      config: { access: { permission: P.remove }, project: ofProblem, log: log('delete') },
      schema: { tags, summary: 'Deletes a model problem with its records', params: byId },
    },
    async (request) => {
      await problems.remove(principalOf(request), 'model', request.params.id, P.remove);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    '/business/problem/export',
    {
      config: { access: { permission: P.export }, project: projectFrom.body('projectId'), log: log('export') },
      schema: { tags, summary: "A project's model problems (the list's filters) as .xlsx", body: problemQuery },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        '问题追踪',
        problemColumns,
        await problems.exportRows(principalOf(request), 'model', request.body, P.export),
      ),
  );

  app.post(
    '/business/problem/share/:id',
    {
      config: { access: { permission: P.share }, project: ofProblem, log: log('update') },
      schema: {
        tags,
        summary: "The creator's public link token (a new one revokes the old)",
        params: byId,
        response: { 200: ajaxResult(problemShareResult) },
      },
    },
    async (request) => ok({ token: await problems.share(principalOf(request), request.params.id) }),
  );

  app.delete(
    '/business/problem/share/:id',
    {
      config: { access: { permission: P.share }, project: ofProblem, log: log('update') },
      schema: { tags, summary: 'Revokes the public link', params: byId },
    },
    async (request) => {
      await problems.unshare(principalOf(request), request.params.id);
      return done(msg('common.success', request.lang));
    },
  );
}
