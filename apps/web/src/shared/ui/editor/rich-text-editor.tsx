import { Skeleton } from 'antd';
import { type ComponentProps, lazy, Suspense } from 'react';

/** Spec 01 §9: editor height 300, onChange debounce 250 ms; §5: image upload limit 5 MB. */

const Editor = lazy(() => import('./tiptap-editor.tsx'));

export type RichTextEditorProps = ComponentProps<typeof Editor>;

/**
 * The rich-text editor, loaded on first render: only pages that render it pull the editor
 * (tiptap, bundled locally) into the browser.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
