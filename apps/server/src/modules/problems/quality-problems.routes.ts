import {
  AUTHENTICATED,
  ajaxResult,
  idParam,
  msg,
  PERMS,
  problemBody,
  problemChildQuery,
  problemCommentBody,
  problemCommentRow,
  problemDetail,
  problemEditBody,
  problemNoticeBody,
  problemNoticeQuery,
  problemNoticeReplyBody,
  problemNoticeRow,
  problemQuery,
  problemRectificationBody,
  problemRectificationRow,
  problemRow,
  problemStatusBody,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table, tableOfJson } from '../../core/http/envelope.ts';
import { wireJson } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { projectFrom } from '../../core/project/project-ref.ts';
import type { ProblemApprovalView } from './problem-approval-view.ts';
import type { ProblemDialogService } from './problem-dialog.service.ts';
import { problemColumns } from './problem-export.ts';
import { ProblemRecordsRepository } from './problem-records.repository.ts';
import type { ProblemStatusService } from './problem-status.service.ts';
import { ProblemsRepository } from './problems.repository.ts';
import type { ProblemsService } from './problems.service.ts';

const Q = PERMS.business.qualityProblem;
const D = PERMS.business.problem;
const tags = ['quality-problem'];
const log = (businessType: 'insert' | 'update' | 'delete' | 'export') =>
  ({ title: '质量安全问题', businessType }) as const;
const byId = z.object({ id: idParam });
const BASE = '/business/quality';

/**
 * Quality and safety problems and the problem dialog's calls (spec 02 §7 "Quality", "Problem
 * dialog actions"): /business/quality …QualityProblem, rectifications, chat, status, notices.
 */
export async function qualityProblemsRoutes(
  app: AppInstance,
  deps: {
    problems: ProblemsService;
    dialog: ProblemDialogService;
    status: ProblemStatusService;
    approvals: ProblemApprovalView;
  },
) {
  const { problems, dialog, status, approvals } = deps;
  const lookup = (from: ReturnType<typeof projectFrom.param>) => projectFrom.lookup(from, ProblemsRepository.projectOf);

  app.get(
    `${BASE}/listQualityProblem`,
    {
      config: { access: { permission: Q.list }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's quality (kind 1, default) or safety (kind 2) problems, newest first",
        querystring: problemQuery,
        response: { 200: tableResult(problemRow) },
      },
      // A busy list: its statement writes the rows' JSON as the wire has them (problem-list.query),
      // so the answer is written as is, without parsing or re-validating 20 rows (problems.test
      // checks it against the schema).
      serializerCompiler: () => wireJson,
    },
    async (request, reply) => {
      const { rowsJson, total } = await problems.list(principalOf(request), 'quality', request.query, Q.list);
      return tableOfJson(reply, problemRow, rowsJson, total);
    },
  );

  app.get(
    `${BASE}/getQualityProblem/:id`,
    {
      config: { access: { permission: Q.query }, project: lookup(projectFrom.param('id')) },
      schema: {
        tags,
        summary: 'A quality or safety problem (marks it read)',
        params: byId,
        response: { 200: ajaxResult(problemDetail) },
      },
    },
    async (request) => ok(await problems.detail(principalOf(request), request.params.id, 'quality', Q.query)),
  );

  app.post(
    `${BASE}/addQualityProblem`,
    {
      config: { access: { permission: Q.add }, project: projectFrom.body('projectId'), log: log('insert') },
      schema: {
        tags,
        summary: 'Creates a quality (kind 1) or safety (kind 2, hazardType required) problem',
        body: problemBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) => ok(await problems.add(principalOf(request), 'quality', request.body, Q.add)),
  );

  app.put(
    `${BASE}/editQualityProblem`,
    {
      config: { access: { permission: Q.edit }, project: lookup(projectFrom.body('problemId')), log: log('update') },
      schema: { tags, summary: 'Edits a quality or safety problem', body: problemEditBody },
    },
    async (request) => {
      await problems.edit(principalOf(request), 'quality', request.body, Q.edit);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    `${BASE}/delQualityProblem/:id`,
    {
      config: { access: { permission: Q.remove }, project: lookup(projectFrom.param('id')), log: log('delete') },
      schema: { tags, summary: 'Deletes a quality or safety problem with its records', params: byId },
    },
    async (request) => {
      await problems.remove(principalOf(request), 'quality', request.params.id, Q.remove);
      return done(msg('common.success', request.lang));
    },
  );

  app.post(
    `${BASE}/exportQualityProblem`,
    {
      config: { access: { permission: Q.export }, project: projectFrom.body('projectId'), log: log('export') },
      schema: {
        tags,
        summary: "A project's quality or safety problems (the list's filters) as .xlsx",
        body: problemQuery,
      },
    },
    async (request, reply) =>
      sendXlsx(
        reply,
        request.body.kind === '2' ? '安全问题' : '质量问题',
        problemColumns,
        await problems.exportRows(principalOf(request), 'quality', request.body, Q.export),
      ),
  );

  // ---- the dialog: rectifications, chat, status -------------------------------------------------

  app.get(
    `${BASE}/listQualityProblemRectification`,
    {
      config: { access: { permission: D.query }, project: lookup(projectFrom.query('problemId')) },
      schema: {
        tags,
        summary: "A problem's rectifications, oldest first",
        querystring: problemChildQuery,
        response: { 200: tableResult(problemRectificationRow) },
      },
    },
    async (request) => {
      const { rows, total } = await dialog.rectifications(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    `${BASE}/listApprovalRectification/:instanceId`,
    {
      // Whoever may read the approval (problem-approval-view): checked by the service.
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'The rectifications of the problem a completion approval is about, for its approvers',
        params: z.object({ instanceId: idParam }),
        response: { 200: tableResult(problemRectificationRow) },
      },
    },
    async (request) => {
      const rows = await approvals.rectifications(principalOf(request), request.params.instanceId);
      return table(rows, rows.length);
    },
  );

  app.get(
    `${BASE}/getQualityProblemRectification/:id`,
    {
      config: {
        access: { permission: D.query },
        project: projectFrom.lookup(projectFrom.param('id'), ProblemRecordsRepository.projectOfRectification),
      },
      schema: {
        tags,
        summary: 'One rectification',
        params: byId,
        response: { 200: ajaxResult(problemRectificationRow) },
      },
    },
    async (request) => ok(await dialog.rectification(principalOf(request), request.params.id)),
  );

  app.post(
    `${BASE}/addQualityProblemRectification`,
    {
      config: { access: { permission: D.rectify }, project: lookup(projectFrom.body('problemId')), log: log('insert') },
      schema: {
        tags,
        summary: 'Adds a rectification: content (≤ 100) and 1–3 photos (images ≤ 10 MB), while the status is 1',
        body: problemRectificationBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) => ok(await dialog.addRectification(principalOf(request), request.body)),
  );

  app.get(
    `${BASE}/listQualityProblemComment`,
    {
      config: { access: { permission: D.query }, project: lookup(projectFrom.query('problemId')) },
      schema: {
        tags,
        summary: "A problem's chat, oldest first",
        querystring: problemChildQuery,
        response: { 200: tableResult(problemCommentRow) },
      },
    },
    async (request) => {
      const { rows, total } = await dialog.comments(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.post(
    `${BASE}/addQualityProblemComment`,
    {
      config: { access: { permission: D.comment }, project: lookup(projectFrom.body('problemId')), log: log('insert') },
      schema: {
        tags,
        summary: 'Adds a chat message (≤ 100 characters, optional attachment); pushed to the problem topic',
        body: problemCommentBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) => ok(await dialog.addComment(principalOf(request), request.body)),
  );

  app.put(
    `${BASE}/updateProblemStatus`,
    {
      config: { access: { permission: D.status }, project: lookup(projectFrom.body('problemId')), log: log('update') },
      schema: {
        tags,
        summary:
          '2 applies for completion (starts quality_improvement), 3 completes at once (business:problem:complete)',
        body: problemStatusBody,
      },
    },
    async (request) => {
      await status.change(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );

  // ---- special inspection notices ----------------------------------------------------------------

  const ofNotice = (from: ReturnType<typeof projectFrom.param>) =>
    projectFrom.lookup(from, ProblemRecordsRepository.projectOfNotice);

  app.get(
    `${BASE}/listQualityNotice`,
    {
      config: { access: { permission: D.query }, project: projectFrom.query('projectId') },
      schema: {
        tags,
        summary: "A project's special inspection notices (extend1 1 quality, 2 safety; by problem)",
        querystring: problemNoticeQuery,
        response: { 200: tableResult(problemNoticeRow) },
      },
    },
    async (request) => {
      const { rows, total } = await dialog.notices(principalOf(request), request.query);
      return table(rows, total);
    },
  );

  app.get(
    `${BASE}/getQualityNotice/:id`,
    {
      config: { access: { permission: D.query }, project: ofNotice(projectFrom.param('id')) },
      schema: {
        tags,
        summary: 'One notice with its reply',
        params: byId,
        response: { 200: ajaxResult(problemNoticeRow) },
      },
    },
    async (request) => ok(await dialog.notice(principalOf(request), request.params.id)),
  );

  app.post(
    `${BASE}/addQualityNotice`,
    {
      config: { access: { permission: D.notice }, project: projectFrom.body('projectId'), log: log('insert') },
      schema: {
        tags,
        summary: 'Sends a special inspection notice to project members (each gets a message)',
        body: problemNoticeBody,
        response: { 200: ajaxResult(z.number().int()) },
      },
    },
    async (request) => ok(await dialog.addNotice(principalOf(request), request.body)),
  );

  app.put(
    `${BASE}/replyQualityNotice`,
    {
      config: { access: { permission: D.query }, project: ofNotice(projectFrom.body('id')), log: log('update') },
      schema: {
        tags,
        summary: "A recipient's reply: rectification, photos (the time is the server's)",
        body: problemNoticeReplyBody,
      },
    },
    async (request) => {
      await dialog.reply(principalOf(request), request.body);
      return done(msg('common.success', request.lang));
    },
  );
}
