import { AUTHENTICATED, ajaxResult, routerItem } from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { ok } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { MenusService } from './menus.service.ts';

export async function menusRoutes(app: AppInstance, { menus }: { menus: MenusService }) {
  app.get(
    '/system/menu/getRouters',
    {
      config: { access: AUTHENTICATED },
      schema: {
        tags: ['menu'],
        summary: 'Sidebar routes of the caller',
        response: { 200: ajaxResult(z.array(routerItem)) },
      },
    },
    async (request) => ok(await menus.routers(principalOf(request))),
  );
}
