import { onlineApi as api } from '@zj/contract';
import { SUCCESS } from '../../core/http/envelope.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { OnlineService } from './online.service.ts';

export async function onlineRoutes(app: AppInstance, { online }: { online: OnlineService }) {
  serve(app, api.list, async (request) => online.list(request.query));
  // RuoYi's plain 操作成功 (SUCCESS) in every language, as it always answered.
  serve(app, api.forceLogout, async (request) => online.forceLogout(request.params.tokenId).then(() => SUCCESS));
}
