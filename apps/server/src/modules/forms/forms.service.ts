import {
  type ApiOut,
  checkFormSchema,
  type FormBody,
  type FormField,
  type FormQuery,
  type FormUpdateBody,
  type formDetail,
  type formFlowRow,
  formRow,
} from '@zj/contract';
import { isUniqueViolation } from '../../core/db/errors.ts';
import { AppError, badRequest } from '../../core/http/app-error.ts';
import { responseRow } from '../../core/http/response-row.ts';
import { checkFormValues, type FormValues as SubmittedValues } from './form-values.ts';
import type { Form, FormHead, FormsRepository, FormValues } from './forms.repository.ts';

/** listX answers at most this many forms. */
const LIST_X_MAX = 1000;

/** What the forms need of the workflow module: the latest deployed definition of process keys. */
export interface DefinitionLookup {
  latestDefinitionIds(keys: readonly string[]): Promise<Map<string, number>>;
}

/** A form's fields from its stored schema (checked when it was saved). */
function fieldsOf(form: Form): FormField[] {
  const checked = checkFormSchema(form.formContent);
  if ('problem' in checked) throw new AppError(400, checked.problem.key, checked.problem.params);
  return checked.fields;
}

/** 动态表单: form-js schemas checked before they are stored, and the values submitted for them. */
export class FormsService {
  constructor(
    private readonly repo: FormsRepository,
    private readonly definitions: DefinitionLookup,
  ) {}

  private row(f: FormHead): ApiOut<typeof formRow> {
    return responseRow(formRow, f);
  }

  /** The stored form of a body; a schema that `checkFormSchema` refuses is refused here. */
  private values(body: FormBody): FormValues {
    const checked = checkFormSchema(body.formContent);
    if ('problem' in checked) throw badRequest(checked.problem.key, checked.problem.params);
    return {
      formName: body.formName,
      formKey: body.formKey,
      formContent: body.formContent,
      modelKey: body.modelKey || null,
      remark: body.remark ?? null,
    };
  }

  async list(query: FormQuery) {
    const { rows, total } = await this.repo.page(query, query);
    return { rows: rows.map((f) => this.row(f)), total };
  }

  /** Every form with its flow relation: the latest definition deployed for its process key. */
  async listX(): Promise<ApiOut<typeof formFlowRow>[]> {
    const forms = await this.repo.heads(LIST_X_MAX);
    const keys = forms.flatMap((f) => (f.modelKey ? [f.modelKey] : []));
    const latest = await this.definitions.latestDefinitionIds(keys);
    return forms.map((f) => ({
      formId: f.formId,
      formName: f.formName,
      formKey: f.formKey,
      modelKey: f.modelKey,
      definitionId: (f.modelKey && latest.get(f.modelKey)) || null,
    }));
  }

  async get(formId: number): Promise<ApiOut<typeof formDetail>> {
    const form = await this.repo.byId(formId);
    if (!form) throw badRequest('form.notFound');
    return { ...this.row(form), formContent: form.formContent };
  }

  async add(body: FormBody, userName: string) {
    const values = this.values(body);
    if (await this.repo.byKey(values.formKey)) throw badRequest('form.keyExists', { key: values.formKey });
    try {
      return await this.repo.insert(values, userName);
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('form.keyExists', { key: values.formKey });
      throw error;
    }
  }

  async edit(body: FormUpdateBody, userName: string) {
    const { formId, ...fields } = body;
    const values = this.values(fields);
    const other = await this.repo.byKey(values.formKey);
    if (other && other.formId !== formId) throw badRequest('form.keyExists', { key: values.formKey });
    try {
      if (!(await this.repo.update(formId, values, userName))) throw badRequest('form.notFound');
    } catch (error) {
      if (isUniqueViolation(error)) throw badRequest('form.keyExists', { key: values.formKey });
      throw error;
    }
  }

  async remove(ids: number[]) {
    if (!(await this.repo.delete(ids))) throw badRequest('form.notFound');
  }

  /** A form by its key or id, with its schema (work orders store its id, key and name). */
  async find(form: string | number): Promise<Form> {
    const row = typeof form === 'number' ? await this.repo.byId(form) : await this.repo.byKey(form);
    if (!row) throw badRequest('form.notFound');
    return row;
  }

  /**
   * Checks the values submitted for a form (by its key or id) against its schema: the values
   * normalised, or a catalogue error naming the first field at fault (see form-values.ts).
   * Work orders call it before they store an application.
   */
  async validateSubmission(form: string | number, values: unknown): Promise<SubmittedValues> {
    const row = typeof form === 'number' ? await this.repo.byId(form) : await this.repo.byKey(form);
    if (!row) throw badRequest('form.notFound');
    return checkFormValues(fieldsOf(row), values);
  }
}
