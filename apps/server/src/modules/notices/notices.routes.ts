import { noticesApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { NoticeReadsService } from './notice-reads.service.ts';
import type { NoticesService } from './notices.service.ts';

/** 通知公告 and the read state of notices (who has read them, the caller's newest, marking read). */
export async function noticesRoutes(
  app: AppInstance,
  { notices, noticeReads }: { notices: NoticesService; noticeReads: NoticeReadsService },
) {
  serve(app, api.list, async (request) => notices.list(request.query));
  serve(app, api.get, async (request) => notices.get(request.params.noticeId));
  serve(app, api.add, async (request) => void (await notices.add(request.body, principalOf(request).userName)));
  serve(app, api.edit, async (request) => void (await notices.edit(request.body, principalOf(request).userName)));
  serve(app, api.remove, async (request) => void (await notices.remove(request.params.noticeIds)));

  serve(app, api.top, async (request) => noticeReads.top(principalOf(request).userId));
  serve(
    app,
    api.markRead,
    async (request) => void (await noticeReads.markRead(principalOf(request).userId, [request.query.noticeId])),
  );
  serve(
    app,
    api.markReadAll,
    async (request) => void (await noticeReads.markRead(principalOf(request).userId, request.query.ids)),
  );
  serve(app, api.readUsers, async (request) => noticeReads.readers(principalOf(request), request.query));
}
