import type { RouterItem } from '@zj/contract';
import { isAdmin, type Principal } from '../../core/access/access.ts';
import type { MenusRepository } from './menus.repository.ts';
import { buildRouters, toTree } from './router-builder.ts';

export class MenusService {
  constructor(private readonly repo: MenusRepository) {}

  async routers(principal: Principal): Promise<RouterItem[]> {
    const rows = await this.repo.routableMenus(isAdmin(principal) ? 'all' : principal.userId);
    return buildRouters(toTree(rows));
  }
}
