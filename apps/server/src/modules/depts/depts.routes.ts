import {
  AUTHENTICATED,
  ajaxResult,
  checkedTreeResult,
  deptCreate,
  deptQuery,
  deptRow,
  deptSortBody,
  deptUpdate,
  deptUserNode,
  errorEnvelope,
  idParam,
  PERMS,
  treeSelect,
  userBaseDept,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, okWith } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { DeptsService } from './depts.service.ts';

const P = PERMS.system.dept;
const tags = ['dept'];
const LOG = '部门管理';

export async function deptsRoutes(app: AppInstance, { depts }: { depts: DeptsService }) {
  app.get(
    '/system/dept/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: deptQuery, response: { 200: ajaxResult(z.array(deptRow)) } },
    },
    async (request) => ok(await depts.list(principalOf(request), request.query)),
  );

  app.get(
    '/system/dept/list/exclude/:deptId',
    {
      config: { access: { permission: P.list } },
      schema: { tags, params: z.object({ deptId: idParam }), response: { 200: ajaxResult(z.array(deptRow)) } },
    },
    async (request) => ok(await depts.list(principalOf(request), {}, request.params.deptId)),
  );

  app.get(
    '/system/dept/treeselect',
    {
      config: { access: { permission: P.list } },
      schema: { tags, response: { 200: ajaxResult(z.array(treeSelect)) } },
    },
    async (request) => ok(await depts.treeselect(principalOf(request))),
  );

  app.get(
    '/system/dept/roleDeptTreeselect/:roleId',
    {
      config: { access: { permission: P.list } },
      schema: {
        tags,
        params: z.object({ roleId: idParam }),
        response: { 200: checkedTreeResult('depts') },
      },
    },
    async (request) => okWith(await depts.roleDeptTreeselect(principalOf(request), request.params.roleId)),
  );

  app.get(
    '/system/dept/deptUser',
    {
      config: { access: AUTHENTICATED },
      schema: { tags, response: { 200: ajaxResult(z.array(deptUserNode)) } },
    },
    async (request) => ok(await depts.deptUser(principalOf(request))),
  );

  app.get(
    '/system/dept/getUserBaseDept',
    { config: { access: AUTHENTICATED }, schema: { tags, response: { 200: ajaxResult(userBaseDept) } } },
    async (request) => ok(await depts.userBaseDept(principalOf(request))),
  );

  app.get(
    '/system/dept/:deptId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ deptId: idParam }), response: { 200: ajaxResult(deptRow) } },
    },
    async (request) => ok(depts.view(await depts.get(principalOf(request), request.params.deptId))),
  );

  app.post(
    '/system/dept',
    {
      config: { access: { permission: P.add }, log: { title: LOG, businessType: 'insert' } },
      schema: { tags, body: deptCreate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await depts.create(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/dept/updateSort',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: {
        tags,
        summary: 'Order numbers of several rows (drag-sort)',
        body: deptSortBody,
        response: { 200: errorEnvelope },
      },
    },
    async (request) => {
      await depts.updateSort(principalOf(request), request.body);
      return done();
    },
  );

  app.put(
    '/system/dept',
    {
      config: { access: { permission: P.edit }, log: { title: LOG, businessType: 'update' } },
      schema: { tags, body: deptUpdate, response: { 200: errorEnvelope } },
    },
    async (request) => {
      await depts.update(principalOf(request), request.body);
      return done();
    },
  );

  app.delete(
    '/system/dept/:deptId',
    {
      config: { access: { permission: P.remove }, log: { title: LOG, businessType: 'delete' } },
      schema: { tags, params: z.object({ deptId: idParam }), response: { 200: errorEnvelope } },
    },
    async (request) => {
      await depts.remove(principalOf(request), request.params.deptId);
      return done();
    },
  );
}
