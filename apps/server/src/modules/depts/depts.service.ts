import {
  type ApiOut,
  type DeptCreate,
  type DeptQuery,
  type DeptUpdate,
  type DeptUserNode,
  type deptRow,
  type deptSortBody,
  sortPairs,
} from '@zj/contract';
import type { z } from 'zod';

type DeptSortBody = z.infer<typeof deptSortBody>;

import type { Principal } from '../../core/access/access.ts';
import { dataScopeFilter } from '../../core/access/data-scope.ts';
import { toTreeSelect } from '../../core/db/tree.ts';
import { AppError, badRequest, notFound } from '../../core/http/app-error.ts';
import { sysDept } from '../../core/identity/depts.tables.ts';
import type { DeptRecord, DeptsRepository } from './depts.repository.ts';

const scopeOf = (p: Principal) => dataScopeFilter(p, { dept: sysDept.deptId });

export class DeptsService {
  constructor(private readonly repo: DeptsRepository) {}

  view = (d: DeptRecord): ApiOut<typeof deptRow> => ({
    deptId: d.deptId,
    parentId: d.parentId,
    ancestors: d.ancestors,
    deptName: d.deptName,
    orderNum: d.orderNum,
    leader: d.leader,
    phone: d.phone,
    email: d.email,
    status: d.status,
    delFlag: d.delFlag,
    createTime: d.createTime,
  });

  async list(p: Principal, q: DeptQuery, excludeSubtreeOf?: number): Promise<ApiOut<typeof deptRow>[]> {
    const rows = await this.repo.list(
      { ...q, ...(excludeSubtreeOf !== undefined ? { excludeSubtreeOf } : {}) },
      scopeOf(p),
    );
    return rows.map(this.view);
  }

  /** A department the caller may see (403 outside their data scope, 404 when absent). */
  async get(p: Principal, deptId: number): Promise<DeptRecord> {
    const scope = scopeOf(p);
    const row = await this.repo.byId(deptId, scope);
    if (row) return row;
    if (scope && (await this.repo.byId(deptId))) throw new AppError(403, 'dept.noAccess');
    throw notFound();
  }

  async treeselect(p: Principal) {
    const rows = await this.repo.list({ status: '0' }, scopeOf(p));
    return toTreeSelect(rows, (d) => ({ id: d.deptId, parentId: d.parentId, label: d.deptName }));
  }

  async roleDeptTreeselect(p: Principal, roleId: number) {
    return { checkedKeys: await this.repo.roleDeptIds(roleId), depts: await this.treeselect(p) };
  }

  async create(p: Principal, body: DeptCreate): Promise<void> {
    const parent = await this.get(p, body.parentId);
    if (parent.status !== '0') throw badRequest('dept.parentDisabled');
    if (await this.repo.nameTaken(body.parentId, body.deptName))
      throw badRequest('dept.nameExists', { name: body.deptName });
    await this.repo.insert({
      ...body,
      ancestors: `${parent.ancestors},${parent.deptId}`,
      createBy: p.userName,
    });
  }

  async update(p: Principal, body: DeptUpdate): Promise<void> {
    const current = await this.get(p, body.deptId);
    if (body.parentId === body.deptId) throw badRequest('dept.selfParent', { name: body.deptName });
    if (await this.repo.nameTaken(body.parentId, body.deptName, body.deptId)) {
      throw badRequest('dept.nameExists', { name: body.deptName });
    }
    if (body.status === '1' && (await this.repo.childCount(body.deptId, true)) > 0) {
      throw badRequest('dept.enabledChildren');
    }
    let ancestors = current.ancestors;
    let move: { oldPrefix: string; newPrefix: string } | undefined;
    if (body.parentId !== current.parentId) {
      const parent = await this.get(p, body.parentId);
      // A department cannot move below itself.
      if (parent.ancestors.split(',').includes(String(body.deptId))) {
        throw badRequest('dept.selfParent', { name: body.deptName });
      }
      ancestors = `${parent.ancestors},${parent.deptId}`;
      move = { oldPrefix: `${current.ancestors},${current.deptId}`, newPrefix: `${ancestors},${current.deptId}` };
    }
    await this.repo.database.transaction(async (tx) => {
      await this.repo.update(
        tx,
        body.deptId,
        { ...body, ancestors, updateBy: p.userName, updateTime: new Date() },
        move,
      );
      // Enabling a department enables its ancestors (RuoYi).
      if (body.status === '0' && current.status !== '0') {
        await this.repo.enable(
          tx,
          ancestors
            .split(',')
            .map(Number)
            .filter((id) => id > 0),
        );
      }
    });
  }

  async remove(p: Principal, deptId: number): Promise<void> {
    await this.get(p, deptId);
    if ((await this.repo.childCount(deptId)) > 0) throw badRequest('dept.hasChildren');
    if ((await this.repo.userCount(deptId)) > 0) throw badRequest('dept.hasUsers');
    await this.repo.softDelete(deptId, p.userName);
  }

  /** Departments (in the caller's data scope) with their enabled users, for pickers. */
  async deptUser(p: Principal): Promise<DeptUserNode[]> {
    const depts = await this.repo.list({ status: '0' }, scopeOf(p));
    const users = await this.repo.usersOf(depts.map((d) => d.deptId));
    const nodes = new Map<number, DeptUserNode & { parentId: number }>();
    for (const d of depts)
      nodes.set(d.deptId, { id: d.deptId, label: d.deptName, type: 'dept', parentId: d.parentId, children: [] });
    for (const u of users) {
      if (u.deptId !== null) nodes.get(u.deptId)?.children?.push({ id: u.userId, label: u.nickName, type: 'user' });
    }
    const roots: DeptUserNode[] = [];
    for (const d of depts) {
      const node = nodes.get(d.deptId);
      if (!node) continue;
      const parent = nodes.get(d.parentId);
      if (parent) parent.children?.push(node);
      else roots.push(node);
    }
    const strip = (list: DeptUserNode[]): DeptUserNode[] =>
      list.map((n) => ({
        id: n.id,
        label: n.label,
        type: n.type,
        ...(n.children ? { children: strip(n.children) } : {}),
      }));
    return strip(roots);
  }

  /** The caller's department and its base company (the top department below the root). */
  async userBaseDept(p: Principal) {
    if (p.deptId === null) return { dept: null, baseDept: null };
    const dept = await this.repo.byId(p.deptId);
    if (!dept) return { dept: null, baseDept: null };
    const topId = dept.ancestors
      .split(',')
      .map(Number)
      .find((id) => id > 0);
    const base = topId ? await this.repo.byId(topId) : dept;
    return { dept: this.view(dept), baseDept: base ? this.view(base) : null };
  }

  /** PUT updateSort: the order numbers of several departments, all of them live and in the caller's scope. */
  async updateSort(p: Principal, body: DeptSortBody): Promise<void> {
    const pairs = sortPairs(body.deptIds, body.orderNums);
    const ids = [...new Set(pairs.map((pair) => pair.id))];
    if ((await this.repo.countInScope(ids, undefined)) < ids.length) throw notFound();
    if ((await this.repo.countInScope(ids, scopeOf(p))) < ids.length) throw new AppError(403, 'dept.noAccess');
    await this.repo.updateSort(pairs);
  }
}
