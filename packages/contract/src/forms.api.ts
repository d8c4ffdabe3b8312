import { z } from 'zod';
import { idList, idParam } from './common.ts';
import { answer, api, endpoint, logAs } from './endpoint.ts';
import { formBody, formDetail, formFlowRow, formQuery, formRow, formUpdateBody } from './forms.ts';
import { PERMS } from './permissions.ts';

const P = PERMS.system.form;
const log = logAs('动态表单');

/** 动态表单 (spec 02 §7 "Form API"): /system/form — form-js schemas with the process they start. */
export const formsApi = api('form', {
  list: endpoint({
    method: 'GET',
    path: '/system/form/list',
    query: formQuery,
    answer: answer.table(formRow),
    access: { permission: P.list },
  }),
  listX: endpoint({
    method: 'GET',
    path: '/system/form/listX',
    summary: 'Every form with its flow relation (latest deployed definition of its process key)',
    answer: answer.row(z.array(formFlowRow)),
    access: { permission: P.list },
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/form/:formId',
    params: z.object({ formId: idParam }),
    answer: answer.row(formDetail),
    access: { permission: P.query },
  }),
  add: endpoint({
    method: 'POST',
    path: '/system/form',
    body: formBody,
    answer: answer.done(),
    access: { permission: P.add },
    log: log('insert'),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/system/form',
    body: formUpdateBody,
    answer: answer.done(),
    access: { permission: P.edit },
    log: log('update'),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/form/:formIds',
    params: z.object({ formIds: idList }),
    answer: answer.done(),
    access: { permission: P.remove },
    log: log('delete'),
  }),
});
