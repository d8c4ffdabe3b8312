import { z } from 'zod';
import { bodyId, str, textFilter } from './common.ts';
import { pageQuery, sortQuery } from './envelope.ts';
import { type ApiWire, apiTime } from './time.ts';

/**
 * Dynamic forms (spec 02 §7 "Form API", under /system/form): a @bpmn-io/form-js schema with its
 * form key and the process (model key) it starts. The schema's own rules are in form-schema.ts.
 */

/** A form's schema as JSON text: 1 MB at most. */
export const FORM_CONTENT_MAX = 1024 * 1024;
/** Form keys and process keys: a letter, then letters, digits and underscores. */
export const FORM_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const key = str().trim().min(1).max(64).regex(FORM_KEY_PATTERN);
/** A process key as Flowable takes it (an XML id: `leave-request.v1` too). */
const processKeyRef = str()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/);

/** GET /system/form/list */
export const formQuery = pageQuery.extend({
  formName: textFilter(100),
  formKey: textFilter(64),
  ...sortQuery('formId', 'formName', 'formKey', 'modelKey', 'createTime', 'updateTime'),
});
export type FormQuery = z.infer<typeof formQuery>;

/** POST /system/form */
export const formBody = z.object({
  formName: str().trim().min(1).max(100),
  formKey: key,
  /** The form-js schema as JSON text; checked by `checkFormSchema` on the server. */
  formContent: str().min(1).max(FORM_CONTENT_MAX),
  /** The process key (BPMN process id) this form starts; empty for none. */
  modelKey: z.union([processKeyRef, z.literal('')]).nullish(),
  remark: str().max(500).nullish(),
});
export type FormBody = z.infer<typeof formBody>;
/** PUT /system/form */
export const formUpdateBody = formBody.extend({ formId: bodyId });
export type FormUpdateBody = z.infer<typeof formUpdateBody>;

const formHead = {
  formId: z.number().int(),
  formName: z.string(),
  formKey: z.string(),
  modelKey: z.string().nullable(),
};

/** A row of the paged list (without the schema: GET /system/form/{id} has it). */
export const formRow = z.object({
  ...formHead,
  remark: z.string().nullable(),
  createBy: z.string(),
  createTime: apiTime.nullable(),
  updateBy: z.string(),
  updateTime: apiTime.nullable(),
});
export type FormRow = ApiWire<typeof formRow>;

/** GET /system/form/{id}: the row with its schema. */
export const formDetail = formRow.extend({ formContent: z.string() });
export type FormDetail = ApiWire<typeof formDetail>;

/**
 * GET /system/form/listX: every form with its flow relation, for pickers: `definitionId` is the
 * latest deployed definition of `modelKey`, null when there is none.
 */
export const formFlowRow = z.object({ ...formHead, definitionId: z.number().int().nullable() });
export type FormFlowRow = z.infer<typeof formFlowRow>;
