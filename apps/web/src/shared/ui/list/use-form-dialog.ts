import { Form, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { flushPendingInput } from '@/shared/form/pending-input.ts';
import './list-texts.ts';

/** A save: a react-query mutation, or a plain request (its pending state kept here). */
type Save<Body, Saved> =
  | { mutateAsync: (body: Body) => Promise<Saved>; isPending: boolean }
  | ((body: Body) => Promise<Saved>);

export interface FormDialogOptions<V, Id, Row, Body, Saved = unknown> {
  /** undefined: closed; null: a new record; an id: that record, loaded when the dialog opens. */
  id: Id | null | undefined;
  /** Test-id prefix of the submit button: `${prefix}-form-submit` (or `submitTestId`). */
  prefix: string;
  submitTestId?: string;
  /** The submit button's DOM id too (e.g. `#rect-submit` of the e2e specs). */
  submitId?: string;
  /** Text keys of the title for a new and an existing record, or the title as shown. */
  titles: { add: string; edit: string } | { shown: string };
  /**
   * Text key of what is said after saving (default 新增成功 / 修改成功); or the text itself, made
   * of the save's answer and the body; null: nothing is said.
   */
  done?: string | null | ((saved: Saved, body: Body) => string);
  /** Values set after the reset, before loading (a constant or memoised: a new object reopens the form). */
  defaults?: Partial<V>;
  /**
   * Every field with its empty value (a constant): the form's initial values, and what a loaded
   * record gives by default (each field of the row, the empty value where the row has none).
   */
  fields?: V;
  load?: (id: Id) => Promise<Row>;
  toValues?: (row: Row) => Partial<V>;
  /** For a new record: fetched when the dialog opens (e.g. the options it offers), its values set. */
  loadNew?: () => Promise<Partial<V>>;
  save: Save<Body, Saved>;
  /** Asked once the form is valid, before the body is made: false stops (it has told the user why), e.g. no file chosen. */
  check?: () => boolean;
  /** The request body of the validated values (`id` null for a new record); default: the values, with `idKey`. */
  toBody?: (values: V, id: Id | null) => Body;
  /** The field of the body that names an edited record (default toBody). */
  idKey?: string;
  onClose: () => void;
  /** After 新增成功 / 修改成功 (e.g. reload the list); without it the dialog just closes. */
  onSaved?: () => unknown;
}

/**
 * The add / edit dialog of a list: resets the form when it opens, loads the record for an id (or
 * what a new one needs), and on 确定 takes pending input, validates, saves, says 新增成功 /
 * 修改成功 and closes (`onSaved`). `modal` goes on antd's Modal. A request that fails has been
 * told by the request client; a load answered after the dialog closed or moved on is dropped.
 */
export function useFormDialog<V, Id, Row, Body, Saved = unknown>(options: FormDialogOptions<V, Id, Row, Body, Saved>) {
  const { id, prefix, submitTestId, submitId, titles, defaults, fields, save, onClose } = options;
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const open = id !== undefined;
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!open) return;
    let live = true;
    const set = (values: Partial<V>) => {
      if (live) form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    };
    form.resetFields();
    if (defaults) set(defaults);
    const { load, toValues = (row: Row) => fieldsOf(row, fields), loadNew } = latest.current;
    const loading = id ? load?.(id).then((row) => live && set(toValues(row))) : loadNew?.().then(set);
    loading?.catch(() => {});
    return () => {
      live = false;
    };
  }, [open, id, form, defaults, fields]);

  const submit = async () => {
    // A debounced input (the rich-text editor) may still hold what was typed just before 确定.
    flushPendingInput();
    const values = await form.validateFields();
    if (latest.current.check?.() === false) return;
    const { toBody = (given: V, at: Id | null) => withId(given, at, latest.current.idKey) } = latest.current;
    const body = toBody(values, id ?? null);
    setSaving(true);
    let saved: Saved;
    try {
      saved = await (typeof save === 'function' ? save(body) : save.mutateAsync(body));
    } finally {
      setSaving(false);
    }
    const { onSaved, done } = latest.current;
    if (typeof done === 'function') feedback().success(done(saved, body));
    else if (done !== null) feedback().success(t(done ?? (id ? 'common.editSuccess' : 'common.addSuccess')));
    if (onSaved) await onSaved();
    else onClose();
  };
  return {
    form,
    /** The Form's props: the form, its name and test id `${prefix}-form`, the initial `fields`. */
    formProps: {
      form,
      name: `${prefix}-form`,
      'data-testid': `${prefix}-form`,
      initialValues: fields as Partial<V> | undefined,
    },
    modal: {
      open,
      title: 'shown' in titles ? titles.shown : t(id ? titles.edit : titles.add),
      onCancel: onClose,
      onOk: () => void submit().catch(() => {}),
      okText: t('common.dialogOk'),
      cancelText: t('common.dialogCancel'),
      confirmLoading: typeof save === 'function' ? saving : save.isPending,
      okButtonProps: { 'data-testid': submitTestId ?? `${prefix}-form-submit`, id: submitId } as never,
      forceRender: true,
    },
  };
}

/** The fields of `empty` taken from a record, the empty value where it has none. */
function fieldsOf<V>(row: unknown, empty: V | undefined): Partial<V> {
  if (!empty) return row as Partial<V>;
  const values = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(empty as Record<string, unknown>).map(([key, blank]) => [key, values[key] ?? blank]),
  ) as Partial<V>;
}

/** The values as a body, with the edited record's id as `idKey`. */
const withId = <V, Body>(values: V, id: unknown, idKey: string | undefined): Body =>
  (id && idKey ? { ...values, [idKey]: id } : values) as unknown as Body;

/** The id of a dialog opened for a target (`{ mode: 'add' | 'edit', … }`, null: closed): undefined, null (new) or the edited record's. */
export function targetId<T extends { mode: 'add' | 'edit' }>(
  target: T | null,
  idOf: (edit: Extract<T, { mode: 'edit' }>) => number,
): number | null | undefined {
  if (!target) return undefined;
  return target.mode === 'edit' ? idOf(target as Extract<T, { mode: 'edit' }>) : null;
}
