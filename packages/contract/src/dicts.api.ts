import { z } from 'zod';
import { idList, idParam, str, XLSX_MIME } from './common.ts';
import {
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
} from './dicts.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { AUTHENTICATED, PERMS } from './permissions.ts';

const P = PERMS.system.dict;
const typeLog = logAs('字典类型');
const dataLog = logAs('字典数据');

/** 字典管理: /system/dict/type and /system/dict/data. */
export const dictsApi = api('dict', {
  // Types
  listTypes: endpoint({
    method: 'GET',
    path: '/system/dict/type/list',
    query: dictTypeQuery,
    answer: answer.table(dictTypeRow),
    access: { permission: P.list },
  }),
  typeOptions: endpoint({
    method: 'GET',
    path: '/system/dict/type/optionselect',
    summary: 'Every dictionary type',
    answer: answer.row(z.array(dictTypeRow)),
    access: { permission: P.query },
  }),
  refreshCache: endpoint({
    method: 'DELETE',
    path: '/system/dict/type/refreshCache',
    summary: 'Nothing is cached (every replica reads the table); kept for RuoYi clients',
    answer: answer.done(),
    access: { permission: P.remove },
    log: typeLog('clean'),
  }),
  getType: endpoint({
    method: 'GET',
    path: '/system/dict/type/:dictId',
    params: z.object({ dictId: idParam }),
    answer: answer.row(dictTypeRow),
    access: { permission: P.query },
  }),
  addType: endpoint({
    method: 'POST',
    path: '/system/dict/type',
    body: dictTypeBody,
    answer: answer.done(),
    access: { permission: P.add },
    log: typeLog('insert'),
  }),
  editType: endpoint({
    method: 'PUT',
    path: '/system/dict/type',
    body: dictTypeUpdateBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: typeLog('update'),
  }),
  removeTypes: endpoint({
    method: 'DELETE',
    path: '/system/dict/type/:dictIds',
    params: z.object({ dictIds: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: typeLog('delete'),
  }),
  exportTypes: endpoint({
    method: 'POST',
    path: '/system/dict/type/export',
    body: dictTypeFilters.optional(),
    answer: answer.file(XLSX_MIME),
    access: { permission: P.export },
    log: typeLog('export'),
  }),

  // Data
  listData: endpoint({
    method: 'GET',
    path: '/system/dict/data/list',
    query: dictDataQuery,
    answer: answer.table(dictDataRow),
    access: { permission: P.list },
  }),
  /** Every screen's dropdowns read dictionaries: any logged-in user may. */
  dataOfType: endpoint({
    method: 'GET',
    path: '/system/dict/data/type/:dictType',
    summary: 'Enabled entries of a dictionary type, by dictSort',
    params: z.object({ dictType: str().min(1).max(100) }),
    answer: answer.row(z.array(dictDataRow)),
    access: AUTHENTICATED,
  }),
  getData: endpoint({
    method: 'GET',
    path: '/system/dict/data/:dictCode',
    params: z.object({ dictCode: idParam }),
    answer: answer.row(dictDataRow),
    access: { permission: P.query },
  }),
  addData: endpoint({
    method: 'POST',
    path: '/system/dict/data',
    body: dictDataBody,
    answer: answer.done(),
    access: { permission: P.add },
    log: dataLog('insert'),
  }),
  editData: endpoint({
    method: 'PUT',
    path: '/system/dict/data',
    body: dictDataUpdateBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: dataLog('update'),
  }),
  removeData: endpoint({
    method: 'DELETE',
    path: '/system/dict/data/:dictCodes',
    params: z.object({ dictCodes: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: dataLog('delete'),
  }),
  exportData: endpoint({
    method: 'POST',
    path: '/system/dict/data/export',
    body: dictDataFilters.optional(),
    answer: answer.file(XLSX_MIME),
    access: { permission: P.export },
    log: dataLog('export'),
  }),
});
