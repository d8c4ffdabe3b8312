import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EDITOR_UPLOAD_MAX_MB } from '@zj/contract';
import { Button, Divider, Flex, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/shared/api/feedback.ts';
import { holdPendingInput } from '@/shared/form/pending-input.ts';
import { i18n, tm } from '@/shared/i18n/index.ts';
import { uploadFile } from '../upload/upload-file.ts';
import '../ui-texts.ts';
import './tiptap-editor.css';

export interface TiptapEditorProps {
  /** HTML. */
  value?: string | null;
  onChange?: (html: string) => void;
  /** Pixels of the editing area (default 300). */
  height?: number;
  minHeight?: number;
  /** Image upload limit in MB (default 5). */
  fileSize?: number;
  readOnly?: boolean;
  /** Debounce of onChange in ms (default 250). */
  debounceMs?: number;
  id?: string;
}

const EMPTY = '<p></p>';
const normalise = (html: string) => (html === EMPTY ? '' : html);

function ToolButton({
  title,
  icon,
  active,
  onClick,
  testId,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        data-testid={testId}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** Inserts an uploaded image: 5 MB limit ('上传文件大小不能超过 {n} MB!'), '图片插入失败' on failure. */
export async function insertImage(editor: Editor, file: File, maxMb: number) {
  if (file.size / 1024 / 1024 > maxMb) {
    feedback().error(tm('upload.tooLarge', { n: maxMb }));
    return;
  }
  try {
    const stored = await uploadFile(file, 'image');
    editor.chain().focus().setImage({ src: stored.url, alt: stored.name }).run();
  } catch {
    feedback().error(i18n.t('editor.insertFailed'));
  }
}

/**
 * The rich-text editor (tiptap): HTML in and out, onChange debounced. A change still held back
 * is delivered at once when the editor loses focus or a form flushes pending input on submit.
 */
export default function TiptapEditor({
  value,
  onChange,
  height = 300,
  minHeight,
  fileSize = EDITOR_UPLOAD_MAX_MB,
  readOnly = false,
  debounceMs = 250,
  id,
}: TiptapEditorProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastHtml = useRef(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** Delivers the held-back change now (nothing when none is pending). */
  const flush = useRef(() => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = null;
    onChangeRef.current?.(lastHtml.current);
  }).current;

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } }), Image],
    content: value ?? '',
    editable: !readOnly,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      const html = normalise(current.getHTML());
      lastHtml.current = html;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, debounceMs);
    },
    onBlur: flush,
  });

  useEffect(() => {
    const release = holdPendingInput(flush);
    return () => {
      release();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [flush]);

  useEffect(() => {
    const incoming = value ?? '';
    if (!editor || incoming === lastHtml.current) return;
    // A value from outside (a reset, a loaded record) replaces the content and any change held back.
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    lastHtml.current = incoming;
    editor.commands.setContent(incoming, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  if (!editor) return null;
  const run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => {
    action(editor.chain().focus()).run();
  };
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('editor.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <div className="zj-editor" data-testid="rich-text-editor" id={id}>
      {!readOnly && (
        <Flex className="zj-editor-toolbar" wrap gap={2} align="center">
          <ToolButton
            testId="editor-bold"
            title={t('editor.bold')}
            icon={<BoldOutlined />}
            active={editor.isActive('bold')}
            onClick={run((c) => c.toggleBold())}
          />
          <ToolButton
            testId="editor-italic"
            title={t('editor.italic')}
            icon={<ItalicOutlined />}
            active={editor.isActive('italic')}
            onClick={run((c) => c.toggleItalic())}
          />
          <ToolButton
            testId="editor-underline"
            title={t('editor.underline')}
            icon={<UnderlineOutlined />}
            active={editor.isActive('underline')}
            onClick={run((c) => c.toggleUnderline())}
          />
          <ToolButton
            testId="editor-strike"
            title={t('editor.strike')}
            icon={<StrikethroughOutlined />}
            active={editor.isActive('strike')}
            onClick={run((c) => c.toggleStrike())}
          />
          <Divider orientation="vertical" />
          {([1, 2, 3] as const).map((level) => (
            <ToolButton
              key={level}
              testId={`editor-h${level}`}
              title={t('editor.heading', { level })}
              icon={<span style={{ fontSize: 12, fontWeight: 600 }}>H{level}</span>}
              active={editor.isActive('heading', { level })}
              onClick={run((c) => c.toggleHeading({ level }))}
            />
          ))}
          <Divider orientation="vertical" />
          <ToolButton
            testId="editor-bullet"
            title={t('editor.bulletList')}
            icon={<UnorderedListOutlined />}
            active={editor.isActive('bulletList')}
            onClick={run((c) => c.toggleBulletList())}
          />
          <ToolButton
            testId="editor-ordered"
            title={t('editor.orderedList')}
            icon={<OrderedListOutlined />}
            active={editor.isActive('orderedList')}
            onClick={run((c) => c.toggleOrderedList())}
          />
          <ToolButton
            testId="editor-quote"
            title={t('editor.quote')}
            icon={<span style={{ fontWeight: 700 }}>”</span>}
            active={editor.isActive('blockquote')}
            onClick={run((c) => c.toggleBlockquote())}
          />
          <ToolButton
            testId="editor-code"
            title={t('editor.code')}
            icon={<CodeOutlined />}
            active={editor.isActive('codeBlock')}
            onClick={run((c) => c.toggleCodeBlock())}
          />
          <Divider orientation="vertical" />
          <ToolButton
            testId="editor-link"
            title={t('editor.link')}
            icon={<LinkOutlined />}
            active={editor.isActive('link')}
            onClick={setLink}
          />
          <ToolButton
            testId="editor-image"
            title={t('editor.image')}
            icon={<PictureOutlined />}
            onClick={() => fileInput.current?.click()}
          />
          <ToolButton
            testId="editor-clear"
            title={t('editor.clear')}
            icon={<ClearOutlined />}
            onClick={run((c) => c.unsetAllMarks().clearNodes())}
          />
          <Divider orientation="vertical" />
          <ToolButton
            testId="editor-undo"
            title={t('editor.undo')}
            icon={<UndoOutlined />}
            onClick={run((c) => c.undo())}
          />
          <ToolButton
            testId="editor-redo"
            title={t('editor.redo')}
            icon={<RedoOutlined />}
            onClick={run((c) => c.redo())}
          />
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            style={{ display: 'none' }}
            data-testid="editor-image-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void insertImage(editor, file, fileSize);
            }}
          />
        </Flex>
      )}
      <EditorContent
        editor={editor}
        className="zj-editor-content"
        style={{ height: minHeight ? undefined : height, minHeight }}
        data-testid="rich-text-editor-content"
      />
    </div>
  );
}
