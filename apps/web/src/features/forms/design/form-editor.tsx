import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignSchema } from './design-mapping.ts';
import { translateEditor } from './editor-translator.ts';
import { editorZh } from './editor-zh.ts';
import { FormEditor } from './form-editor-runtime.ts';
import { supportedFieldsModule } from './supported-fields.ts';

/** What the designer writes into a schema's `exporter`. */
const EXPORTER = { name: 'zhijian-form-designer', version: '1.0.0' };

export interface FormEditorCanvasProps {
  /** The schema the editor opens with (read again only when the language changes). */
  schema: DesignSchema;
  /** Every change: the exported schema. */
  onChange: (schema: DesignSchema) => void;
  /** Chinese palette and properties panel. */
  zh: boolean;
}

/**
 * The bpmn.io form editor: palette, canvas (drag and drop) and properties panel. One editor per
 * language (the Chinese texts are laid over its English ones), destroyed on unmount.
 */
export function FormEditorCanvas({ schema, onChange, zh }: FormEditorCanvasProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ schema, onChange });
  latest.current.onChange = onChange;
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    const stopTranslating = zh ? translateEditor(parent) : () => {};
    const editor = new FormEditor({
      container: parent,
      additionalModules: [supportedFieldsModule],
      exporter: EXPORTER,
    });
    let alive = true;
    if (zh) {
      // A field dropped from the palette is labelled with its Chinese name ('Text field' → 文本框).
      editor.on('commandStack.formField.add.preExecute', (event: { context: { formField: { label?: unknown } } }) => {
        const field = event.context.formField;
        const label = typeof field.label === 'string' ? editorZh(field.label) : undefined;
        if (label !== undefined) event.context.formField = { ...field, label };
      });
    }
    editor.on('changed', () => {
      if (!alive) return;
      const next = editor.saveSchema() as DesignSchema;
      latest.current.schema = next;
      latest.current.onChange(next);
    });
    editor.importSchema(latest.current.schema).then(
      () => alive && setFailed(null),
      (error: unknown) => alive && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      alive = false;
      stopTranslating();
      editor.destroy();
    };
  }, [zh]);

  return (
    <>
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('form.design.importFailed')}
          description={failed}
          style={{ marginBottom: 8 }}
        />
      )}
      {/* bio-theme-parent: the design tokens the shared form-js stylesheet (viewer 2) styles fields with. */}
      <div ref={container} className="zj-form-editor bio-theme-parent" data-testid="form-design-editor" />
    </>
  );
}
