import type { Form } from '@bpmn-io/form-js-viewer';
import { pickLang } from '@zj/contract';
import { Alert, Skeleton } from 'antd';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateZh } from './form-js-zh.ts';
import './form-js-texts.ts';

export type FormJsData = Record<string, unknown>;
export type FormJsErrors = Record<string, string[]>;

/** What a parent can ask of a shown form (e.g. its own 提交 button): validate and read the values. */
export interface FormJsViewerHandle {
  /** Validates (showing the errors in the form) and answers the values with the errors found. */
  submit(): { data: FormJsData; errors: FormJsErrors };
}

export interface FormJsViewerProps {
  /** A @bpmn-io/form-js schema (an object, or its JSON text). */
  schema: object | string;
  /** The values shown (initial data). */
  value?: FormJsData;
  /** Every change: the current values and the errors the viewer finds. */
  onChange?: (data: FormJsData, errors: FormJsErrors) => void;
  /** The form's own submit button (a schema `button` with action submit), or `submit()` on the handle. */
  onSubmit?: (data: FormJsData, errors: FormJsErrors) => void;
  /** Shows the values without letting them change. */
  readOnly?: boolean;
  ref?: Ref<FormJsViewerHandle>;
  testId?: string;
}

type Loaded = typeof import('./form-js-runtime.ts');
let loading: Promise<Loaded> | null = null;
/** The viewer and its styles, fetched the first time a form is shown (never with the login page). */
function loadViewer(): Promise<Loaded> {
  loading ??= import('./form-js-runtime.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A form-js form rendered with the bpmn.io viewer (loaded lazily), for previewing a schema,
 * applying through a form and showing what was submitted. The server checks submitted values
 * again (forms module `validateSubmission`).
 */
export function FormJsViewer({ schema, value, onChange, onSubmit, readOnly = false, ref, testId }: FormJsViewerProps) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const form = useRef<Form | null>(null);
  const handlers = useRef({ onChange, onSubmit });
  /** The values last reported by onChange: a parent that passes them back causes no new import. */
  const emitted = useRef<string | null>(null);
  /** The schema and values the viewer shows now. */
  const imported = useRef<{ schema: string; value: string } | null>(null);
  handlers.current = { onChange, onSubmit };
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const lang = i18n.language;

  // One viewer per language (its texts are fixed when it is made), destroyed on unmount.
  useEffect(() => {
    let cancelled = false;
    let made: Form | null = null;
    void loadViewer()
      .then(({ Form: FormViewer }) => {
        if (cancelled || !container.current) return;
        const additionalModules = pickLang(lang) === 'zh' ? [{ translate: ['value', translateZh] }] : [];
        made = new FormViewer({ container: container.current, additionalModules });
        made.on('changed', (event: { data: FormJsData; errors: FormJsErrors }) => {
          emitted.current = JSON.stringify(event.data);
          handlers.current.onChange?.(event.data, event.errors);
        });
        made.on('submit', (event: { data: FormJsData; errors: FormJsErrors }) =>
          handlers.current.onSubmit?.(event.data, event.errors),
        );
        form.current = made;
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      made?.destroy();
      form.current = null;
      imported.current = null;
      setState('loading');
    };
  }, [lang]);

  // The schema and values, imported again when they change.
  const schemaText = typeof schema === 'string' ? schema : JSON.stringify(schema);
  const valueText = JSON.stringify(value ?? {});
  const [importFailed, setImportFailed] = useState(false);
  useEffect(() => {
    const viewer = form.current;
    if (state !== 'ready' || !viewer) return;
    const last = imported.current;
    if (last && last.schema === schemaText && (last.value === valueText || emitted.current === valueText)) {
      viewer.setProperty('readOnly', readOnly);
      return;
    }
    imported.current = { schema: schemaText, value: valueText };
    let parsed: unknown;
    try {
      parsed = JSON.parse(schemaText);
    } catch {
      setImportFailed(true);
      return;
    }
    viewer
      .importSchema(parsed, JSON.parse(valueText))
      .then(() => {
        viewer.setProperty('readOnly', readOnly);
        setImportFailed(false);
      })
      .catch(() => setImportFailed(true));
  }, [state, schemaText, valueText, readOnly]);

  useImperativeHandle(
    ref,
    () => ({
      submit: () => {
        const viewer = form.current;
        if (!viewer) return { data: {}, errors: { form: [t('formJs.notReady')] } };
        return viewer.submit() as { data: FormJsData; errors: FormJsErrors };
      },
    }),
    [t],
  );

  return (
    <div data-testid={testId}>
      {state === 'loading' && <Skeleton active paragraph={{ rows: 3 }} />}
      {(state === 'failed' || importFailed) && (
        <Alert type="error" showIcon title={t(state === 'failed' ? 'formJs.loadFailed' : 'formJs.cannotShow')} />
      )}
      <div ref={container} className="zj-form-js" hidden={state !== 'ready' || importFailed} />
    </div>
  );
}
