import {
  AUTHENTICATED,
  ajaxResult,
  dictDataBody,
  dictDataFilters,
  dictDataQuery,
  dictDataRow,
  dictDataUpdateBody,
  dictTypeBody,
  dictTypeFilters,
  dictTypeQuery,
  dictTypeRow,
  dictTypeUpdateBody,
  idList,
  idParam,
  msg,
  PERMS,
  str,
  tableResult,
} from '@zj/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { done, ok, table } from '../../core/http/envelope.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { DICT_DATA_SHEET, DICT_TYPE_SHEET, dictDataColumns, dictTypeColumns } from './dict-sheet.ts';
import type { DictsService } from './dicts.service.ts';

const P = PERMS.system.dict;
const TITLE_TYPE = '字典类型';
const TITLE_DATA = '字典数据';
const tags = ['dict'];
const success = (request: FastifyRequest) => done(msg('common.success', request.lang));

export async function dictsRoutes(app: AppInstance, deps: { dicts: DictsService }) {
  const { dicts } = deps;

  // Types

  app.get(
    '/system/dict/type/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: dictTypeQuery, response: { 200: tableResult(dictTypeRow) } },
    },
    async (request) => {
      const { rows, total } = await dicts.listTypes(request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/dict/type/optionselect',
    {
      config: { access: { permission: P.query } },
      schema: { tags, summary: 'Every dictionary type', response: { 200: ajaxResult(z.array(dictTypeRow)) } },
    },
    async () => ok(await dicts.typeOptions()),
  );

  app.delete(
    '/system/dict/type/refreshCache',
    {
      config: { access: { permission: P.remove }, log: { title: TITLE_TYPE, businessType: 'clean' } },
      schema: { tags, summary: 'Nothing is cached (every replica reads the table); kept for RuoYi clients' },
    },
    async (request) => success(request),
  );

  app.get(
    '/system/dict/type/:dictId',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ dictId: idParam }), response: { 200: ajaxResult(dictTypeRow) } },
    },
    async (request) => ok(await dicts.getType(request.params.dictId)),
  );

  app.post(
    '/system/dict/type',
    {
      config: { access: { permission: P.add }, log: { title: TITLE_TYPE, businessType: 'insert' } },
      schema: { tags, body: dictTypeBody },
    },
    async (request) => {
      await dicts.addType(request.body, principalOf(request).userName);
      return success(request);
    },
  );

  app.put(
    '/system/dict/type',
    {
      config: { access: { permission: P.edit }, log: { title: TITLE_TYPE, businessType: 'update' } },
      schema: { tags, body: dictTypeUpdateBody },
    },
    async (request) => {
      await dicts.editType(request.body, principalOf(request).userName);
      return success(request);
    },
  );

  app.delete(
    '/system/dict/type/:dictIds',
    {
      config: { access: { permission: P.remove }, log: { title: TITLE_TYPE, businessType: 'delete' } },
      schema: { tags, params: z.object({ dictIds: idList }) },
    },
    async (request) => {
      await dicts.removeTypes(request.params.dictIds);
      return success(request);
    },
  );

  app.post(
    '/system/dict/type/export',
    {
      config: { access: { permission: P.export }, log: { title: TITLE_TYPE, businessType: 'export' } },
      schema: { tags, body: dictTypeFilters.optional() },
    },
    async (request, reply) =>
      sendXlsx(reply, DICT_TYPE_SHEET, dictTypeColumns, await dicts.exportTypes(request.body ?? {})),
  );

  // Data

  app.get(
    '/system/dict/data/list',
    {
      config: { access: { permission: P.list } },
      schema: { tags, querystring: dictDataQuery, response: { 200: tableResult(dictDataRow) } },
    },
    async (request) => {
      const { rows, total } = await dicts.listData(request.query);
      return table(rows, total);
    },
  );

  app.get(
    '/system/dict/data/type/:dictType',
    {
      // Every screen's dropdowns read dictionaries: any logged-in user may.
      config: { access: AUTHENTICATED },
      schema: {
        tags,
        summary: 'Enabled entries of a dictionary type, by dictSort',
        params: z.object({ dictType: str().min(1).max(100) }),
        response: { 200: ajaxResult(z.array(dictDataRow)) },
      },
    },
    async (request) => ok(await dicts.dataOfType(request.params.dictType)),
  );

  app.get(
    '/system/dict/data/:dictCode',
    {
      config: { access: { permission: P.query } },
      schema: { tags, params: z.object({ dictCode: idParam }), response: { 200: ajaxResult(dictDataRow) } },
    },
    async (request) => ok(await dicts.getData(request.params.dictCode)),
  );

  app.post(
    '/system/dict/data',
    {
      config: { access: { permission: P.add }, log: { title: TITLE_DATA, businessType: 'insert' } },
      schema: { tags, body: dictDataBody },
    },
    async (request) => {
      await dicts.addData(request.body, principalOf(request).userName);
      return success(request);
    },
  );

  app.put(
    '/system/dict/data',
    {
      config: { access: { permission: P.edit }, log: { title: TITLE_DATA, businessType: 'update' } },
      schema: { tags, body: dictDataUpdateBody },
    },
    async (request) => {
      await dicts.editData(request.body, principalOf(request).userName);
      return success(request);
    },
  );

  app.delete(
    '/system/dict/data/:dictCodes',
    {
      config: { access: { permission: P.remove }, log: { title: TITLE_DATA, businessType: 'delete' } },
      schema: { tags, params: z.object({ dictCodes: idList }) },
    },
    async (request) => {
      await dicts.removeData(request.params.dictCodes);
      return success(request);
    },
  );

  app.post(
    '/system/dict/data/export',
    {
      config: { access: { permission: P.export }, log: { title: TITLE_DATA, businessType: 'export' } },
      schema: { tags, body: dictDataFilters.optional() },
    },
    async (request, reply) =>
      sendXlsx(reply, DICT_DATA_SHEET, dictDataColumns, await dicts.exportData(request.body ?? {})),
  );
}
