import { problemsApi as api, PERMS } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import { wireJson } from '../../core/http/time.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { problemColumns } from './problem-export.ts';
import type { ProblemsService } from './problems.service.ts';

const P = PERMS.business.problem;

/** 问题追踪 (spec 01 §7 "Problem"): /business/problem — model problems, read state, sharing. */
export async function problemsRoutes(app: AppInstance, { problems }: { problems: ProblemsService }) {
  // A busy list: its statement writes the rows' JSON as the wire has them (problem-list.query), so
  // the answer is written as is, without parsing or re-validating 20 rows (problems.test checks it
  // against the schema).
  serve(app, api.list, async (request) => problems.list(principalOf(request), 'model', request.query, P.list), {
    serializer: wireJson,
  });
  serve(app, api.bands, async (request) =>
    problems.bands(principalOf(request), request.query.projectId, request.query.kind),
  );
  serve(app, api.unread, async (request) => problems.unread(principalOf(request), request.query));
  serve(app, api.read, async (request) => void (await problems.read(principalOf(request), request.params.id)));
  serve(app, api.readAll, async (request) => problems.readAll(principalOf(request), request.query));
  serve(app, api.shared, async (request) => problems.shared(request.params.token));
  serve(app, api.get, async (request) => problems.detail(principalOf(request), request.params.id, 'model', P.query));
  serve(app, api.add, async (request) => problems.add(principalOf(request), 'model', request.body, P.add));
  serve(
    app,
    api.edit,
    async (request) => void (await problems.edit(principalOf(request), 'model', request.body, P.edit)),
  );
  serve(app, api.close, async (request) => void (await problems.close(principalOf(request), request.params.id)));
  serve(
    app,
    api.remove,
    async (request) => void (await problems.remove(principalOf(request), 'model', request.params.id, P.remove)),
  );
  serve(app, api.export, async (request, reply) =>
    sendXlsx(
      reply,
      '问题追踪',
      problemColumns,
      await problems.exportRows(principalOf(request), 'model', request.body, P.export),
    ),
  );
  serve(app, api.share, async (request) => ({ token: await problems.share(principalOf(request), request.params.id) }));
  serve(app, api.unshare, async (request) => void (await problems.unshare(principalOf(request), request.params.id)));
}
