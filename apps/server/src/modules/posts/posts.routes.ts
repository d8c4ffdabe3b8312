import { postsApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { POST_SHEET, postColumns } from './post-sheet.ts';
import type { PostsService } from './posts.service.ts';

export async function postsRoutes(app: AppInstance, { posts }: { posts: PostsService }) {
  serve(app, api.list, async (request) => posts.list(request.query));
  serve(app, api.options, async () => posts.options());
  serve(app, api.get, async (request) => posts.get(request.params.postId));
  serve(app, api.add, async (request) => void (await posts.add(request.body, principalOf(request).userName)));
  serve(app, api.edit, async (request) => void (await posts.edit(request.body, principalOf(request).userName)));
  serve(app, api.remove, async (request) => void (await posts.remove(request.params.postIds)));
  serve(app, api.export, async (request, reply) =>
    sendXlsx(reply, POST_SHEET, postColumns, await posts.exportRows(request.body ?? {})),
  );
}
