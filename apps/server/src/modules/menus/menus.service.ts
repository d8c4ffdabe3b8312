import {
  type ApiOut,
  type MenuCreate,
  type MenuQuery,
  type MenuUpdate,
  type menuRow,
  type menuSortBody,
  PROJECT_MENU_ROOT,
  type RouterItem,
  sortPairs,
} from '@zj/contract';
import type { z } from 'zod';

type MenuSortBody = z.infer<typeof menuSortBody>;

import { isAdmin, type Principal } from '../../core/access/access.ts';
import { toTreeSelect } from '../../core/db/tree.ts';
import { badRequest, notFound } from '../../core/http/app-error.ts';
import type { MenuRow, MenusRepository } from './menus.repository.ts';
import { buildRouters, toTree } from './router-builder.ts';

const isHttp = (path: string) => /^https?:\/\//.test(path);

/** The menus a user's project roles grant in their live projects ('all': they administer one). */
export type ProjectMenus = (userId: number) => Promise<Set<number> | 'all'>;

/**
 * The project group of a sidebar (spec 01 §6: global permission AND project permission): below
 * 项目 (menu 2) a page stays when one of the user's project roles grants it too, or when they
 * administer a project; a directory stays when a page below it does. Other groups are untouched.
 */
export function withinProjects(rows: MenuRow[], granted: Set<number> | 'all'): MenuRow[] {
  if (granted === 'all') return rows;
  const byId = new Map(rows.map((r) => [r.menuId, r]));
  const inGroup = (row: MenuRow): boolean => {
    for (let at: MenuRow | undefined = row; at; at = byId.get(at.parentId)) {
      if (at.menuId === PROJECT_MENU_ROOT) return true;
    }
    return false;
  };
  const kept = new Set<number>();
  for (const row of rows) {
    if (!inGroup(row)) kept.add(row.menuId);
    else if (row.menuType !== 'M' && granted.has(row.menuId)) {
      // The page and the directories above it.
      for (let at: MenuRow | undefined = row; at && !kept.has(at.menuId); at = byId.get(at.parentId)) {
        kept.add(at.menuId);
      }
    }
  }
  return rows.filter((r) => kept.has(r.menuId));
}

export class MenusService {
  constructor(
    private readonly repo: MenusRepository,
    private readonly projectMenus: ProjectMenus = async () => 'all',
  ) {}

  async routers(principal: Principal): Promise<RouterItem[]> {
    if (isAdmin(principal)) return buildRouters(toTree(await this.repo.routableMenus('all')));
    const [rows, granted] = await Promise.all([
      this.repo.routableMenus(principal.userId),
      this.projectMenus(principal.userId),
    ]);
    return buildRouters(toTree(withinProjects(rows, granted)));
  }

  view = (m: MenuRow): ApiOut<typeof menuRow> => ({
    menuId: m.menuId,
    menuName: m.menuName,
    parentId: m.parentId,
    orderNum: m.orderNum,
    path: m.path,
    component: m.component,
    query: m.query,
    routeName: m.routeName,
    isFrame: String(m.isFrame),
    isCache: String(m.isCache),
    menuType: m.menuType,
    visible: m.visible,
    status: m.status,
    perms: m.perms,
    icon: m.icon,
    menuGroup: m.menuGroup,
    activeMenu: m.activeMenu,
    affix: m.affix,
    createTime: m.createTime,
    remark: m.remark,
  });

  private rowsOf(p: Principal, q: MenuQuery = {}) {
    return this.repo.list(isAdmin(p) ? 'all' : p.userId, q);
  }

  async list(p: Principal, q: MenuQuery): Promise<ApiOut<typeof menuRow>[]> {
    return (await this.rowsOf(p, q)).map(this.view);
  }

  async get(menuId: number): Promise<MenuRow> {
    const row = await this.repo.byId(menuId);
    if (!row) throw notFound();
    return row;
  }

  async treeselect(p: Principal) {
    const rows = await this.rowsOf(p);
    return toTreeSelect(rows, (m) => ({ id: m.menuId, parentId: m.parentId, label: m.menuName }));
  }

  async roleMenuTreeselect(p: Principal, roleId: number) {
    return { checkedKeys: await this.repo.roleMenuIds(roleId), menus: await this.treeselect(p) };
  }

  private async check(body: MenuCreate, menuId?: number) {
    if (await this.repo.nameTaken(body.parentId, body.menuName, menuId))
      throw badRequest('menu.nameExists', { name: body.menuName });
    if (body.isFrame === 0 && !isHttp(body.path)) throw badRequest('menu.httpPath', { name: body.menuName });
    if (menuId !== undefined && body.parentId === menuId) throw badRequest('menu.selfParent', { name: body.menuName });
    if (body.parentId !== 0 && !(await this.repo.byId(body.parentId)))
      throw badRequest('validation.invalid', { field: 'parentId' });
  }

  private values(body: MenuCreate) {
    return {
      menuName: body.menuName,
      parentId: body.parentId,
      orderNum: body.orderNum,
      path: body.path,
      component: body.component ?? null,
      query: body.query ?? null,
      routeName: body.routeName ?? '',
      isFrame: body.isFrame,
      isCache: body.isCache,
      menuType: body.menuType,
      visible: body.visible,
      status: body.status,
      perms: body.perms ?? null,
      icon: body.icon || '#',
      menuGroup: body.menuGroup ?? null,
      activeMenu: body.activeMenu ?? null,
      remark: body.remark ?? null,
    };
  }

  async create(p: Principal, body: MenuCreate): Promise<number> {
    await this.check(body);
    return this.repo.insert({ ...this.values(body), createBy: p.userName });
  }

  async update(p: Principal, body: MenuUpdate): Promise<void> {
    await this.get(body.menuId);
    await this.check(body, body.menuId);
    await this.repo.update(body.menuId, { ...this.values(body), updateBy: p.userName, updateTime: new Date() });
  }

  async remove(menuId: number): Promise<void> {
    await this.get(menuId);
    if ((await this.repo.childCount(menuId)) > 0) throw badRequest('menu.hasChildren');
    if ((await this.repo.roleBindings(menuId)) > 0) throw badRequest('menu.assigned');
    await this.repo.remove(menuId);
  }

  /** PUT updateSort: the order numbers of several menus at once (drag-sort in the menu tree). */
  async updateSort(body: MenuSortBody): Promise<void> {
    await this.repo.updateSort(sortPairs(body.menuIds, body.orderNums), notFound);
  }
}
