import {
  ajaxResult,
  formBody,
  formDetail,
  formFlowRow,
  formQuery,
  formRow,
  formUpdateBody,
  idList,
  idParam,
  msg,
  PERMS,
  tableResult,
} from '@zj/contract';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { FormsService } from './forms.service.ts';

const P = PERMS.system.form;
const TITLE = '动态表单';
const tags = ['form'];

export async function formsRoutes(app: AppInstance, deps: { forms: FormsService }) {
  const { forms } = deps;

  app.get(
    '/system/form/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: formQuery, response: { 200: tableResult(formRow) } },
    },
    async (request) => {
      const { rows, total } = await forms.list(request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/form/listX',
    {
      config: { access: { permission: P.list } },
      schema: {
        tags,
        summary: 'Every form with its flow relation (latest deployed definition of its process key)',
        response: { 200: ajaxResult(z.array(formFlowRow)) },
      },
    },
    async () => ok(await forms.listX()),
  );

  app.get(
    '/system/form/:formId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ formId: idParam }), response: { 200: ajaxResult(formDetail) } },
    },
    async (request) => ok(await forms.get(request.params.formId)),
  );

  app.post(
    '/system/form',
    {
      config: { access: { permission: P.add }, log: { title: TITLE, businessType: 'insert' } },
      schema: { tags, body: formBody },
    },
    async (request) => {
      await forms.add(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.put(
    '/system/form',
    {
      config: { access: { permission: P.edit }, log: { title: TITLE, businessType: 'update' } },
      schema: { tags, body: formUpdateBody },
    },
    async (request) => {
      await forms.edit(request.body, principalOf(request).userName);
      return done(msg('common.success', request.lang));
    },
  );

  app.delete(
    '/system/form/:formIds',
    {
      config: { access: { permission: P.remove }, log: { title: TITLE, businessType: 'delete' } },
      schema: { tags, params: z.object({ formIds: idList }) },
    },
    async (request) => {
      await forms.remove(request.params.formIds);
      return done(msg('common.success', request.lang));
    },
  );
}
