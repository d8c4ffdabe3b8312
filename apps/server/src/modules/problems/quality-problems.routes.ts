import { qualityProblemsApi as api, PERMS } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import { wireJson } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import type { ProblemApprovalView } from './problem-approval-view.ts';
import type { ProblemDialogService } from './problem-dialog.service.ts';
import { problemColumns } from './problem-export.ts';
import type { ProblemStatusService } from './problem-status.service.ts';
import type { ProblemsService } from './problems.service.ts';

const Q = PERMS.business.qualityProblem;

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
  // A busy list: its statement writes the rows' JSON as the wire has them (problem-list.query).
  serve(app, api.list, async (request) => problems.list(principalOf(request), 'quality', request.query, Q.list), {
    serializer: wireJson,
  });
  serve(app, api.get, async (request) => problems.detail(principalOf(request), request.params.id, 'quality', Q.query));
  serve(app, api.add, async (request) => problems.add(principalOf(request), 'quality', request.body, Q.add));
  serve(
    app,
    api.edit,
    async (request) => void (await problems.edit(principalOf(request), 'quality', request.body, Q.edit)),
  );
  serve(
    app,
    api.remove,
    async (request) => void (await problems.remove(principalOf(request), 'quality', request.params.id, Q.remove)),
  );
  serve(app, api.export, async (request, reply) =>
    sendXlsx(
      reply,
      request.body.kind === '2' ? '安全问题' : '质量问题',
      problemColumns,
      await problems.exportRows(principalOf(request), 'quality', request.body, Q.export),
    ),
  );

  // The dialog: rectifications, chat, status
  serve(app, api.rectifications, async (request) => dialog.rectifications(principalOf(request), request.query));
  serve(app, api.approvalRectifications, async (request) => {
    const rows = await approvals.rectifications(principalOf(request), request.params.instanceId);
    return { rows, total: rows.length };
  });
  serve(app, api.rectification, async (request) => dialog.rectification(principalOf(request), request.params.id));
  serve(app, api.addRectification, async (request) => dialog.addRectification(principalOf(request), request.body));
  serve(app, api.comments, async (request) => dialog.comments(principalOf(request), request.query));
  serve(app, api.addComment, async (request) => dialog.addComment(principalOf(request), request.body));
  serve(app, api.setStatus, async (request) => void (await status.change(principalOf(request), request.body)));

  // Special inspection notices
  serve(app, api.notices, async (request) => dialog.notices(principalOf(request), request.query));
  serve(app, api.notice, async (request) => dialog.notice(principalOf(request), request.params.id));
  serve(app, api.addNotice, async (request) => dialog.addNotice(principalOf(request), request.body));
  serve(app, api.replyNotice, async (request) => void (await dialog.reply(principalOf(request), request.body)));
}
