import {
  checkFormSchema,
  type FormBody,
  type FormDetail,
  type FormUpdateBody,
  formBody,
  type Lang,
  msg,
} from '@zj/contract';

/** The form row's own fields beside the schema, as the designer's header edits them. */
export interface DesignValues {
  formName: string;
  formKey: string;
  modelKey: string;
  remark: string;
}
/** A form-js schema as the editor reads and writes it. */
export type DesignSchema = { components: unknown[]; [property: string]: unknown };

export const BLANK_VALUES: DesignValues = { formName: '', formKey: '', modelKey: '', remark: '' };
export const blankSchema = (): DesignSchema => ({ type: 'default', components: [] });

/**
 * The `formId` query of /sys/form/design: none for a blank form, a positive whole number for a
 * stored one, anything else refused.
 */
export function parseFormId(value: string | null): number | null | 'invalid' {
  if (value === null || value === '') return null;
  if (!/^\d{1,15}$/.test(value)) return 'invalid';
  const id = Number(value);
  return id > 0 ? id : 'invalid';
}

/** A stored form as the designer edits it: its fields and its schema (blank if it cannot be read). */
export function fromDetail(detail: FormDetail): { values: DesignValues; schema: DesignSchema } {
  let schema: DesignSchema = blankSchema();
  try {
    const parsed: unknown = JSON.parse(detail.formContent);
    if (typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as DesignSchema).components)) {
      schema = parsed as DesignSchema;
    }
  } catch {
    // The server stores only checked schemas; an unreadable one opens blank.
  }
  return {
    values: {
      formName: detail.formName,
      formKey: detail.formKey,
      modelKey: detail.modelKey ?? '',
      remark: detail.remark ?? '',
    },
    schema,
  };
}

/** The request body of POST /system/form (no id) or PUT /system/form (with the id). */
export function toBody(values: DesignValues, schema: DesignSchema, formId: number | null): FormBody | FormUpdateBody {
  const body: FormBody = {
    formName: values.formName.trim(),
    formKey: values.formKey.trim(),
    formContent: JSON.stringify(schema),
    modelKey: values.modelKey.trim(),
    remark: values.remark,
  };
  return formId ? { ...body, formId } : body;
}

export type DesignCheck =
  | { ok: true; body: FormBody | FormUpdateBody }
  | { ok: false; field: keyof DesignValues | 'formContent'; message?: string };

/**
 * What saving would send, or the first thing the server would refuse: a header field (its
 * text is the form item's own) or the schema (with the catalogue's text in `lang`).
 */
export function checkDesign(
  values: DesignValues,
  schema: DesignSchema,
  formId: number | null,
  lang: Lang,
): DesignCheck {
  const body = toBody(values, schema, formId);
  const parsed = formBody.safeParse(body);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'formName') as keyof DesignValues | 'formContent';
    return { ok: false, field };
  }
  const checked = checkFormSchema(body.formContent);
  if ('problem' in checked) {
    return { ok: false, field: 'formContent', message: msg(checked.problem.key, lang, checked.problem.params) };
  }
  return { ok: true, body };
}
