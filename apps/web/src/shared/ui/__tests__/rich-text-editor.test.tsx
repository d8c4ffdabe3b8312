import { act, render, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushPendingInput } from '@/shared/form/pending-input.ts';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { RichTextEditor } from '../editor/rich-text-editor.tsx';
import TiptapEditor, { insertImage } from '../editor/tiptap-editor.tsx';
import { fakeFeedback, fileOf } from './test-kit.tsx';

const fake = fakeServerEachTest();

afterEach(() => vi.useRealTimers());

function fakeEditor() {
  const setImage = vi.fn(() => chain);
  const chain = { focus: () => chain, setImage, run: vi.fn() };
  return { editor: { chain: () => chain } as unknown as Editor, setImage };
}

describe('RichTextEditor', () => {
  it('loads lazily and shows the initial HTML at height 300', async () => {
    render(<RichTextEditor value="<p>hello <strong>world</strong></p>" />);
    const content = await screen.findByTestId('rich-text-editor-content');
    expect(content.style.height).toBe('300px');
    await waitFor(() => expect(content.querySelector('strong')?.textContent).toBe('world'));
  });

  it('debounces onChange by 250 ms', async () => {
    const onChange = vi.fn();
    let editor: Editor | null = null;
    render(<TiptapEditor value="<p>a</p>" onChange={onChange} />);
    await waitFor(() => expect(document.querySelector('.ProseMirror')).toBeTruthy());
    editor = (document.querySelector('.ProseMirror') as HTMLElement & { editor?: Editor }).editor ?? null;
    expect(editor).toBeTruthy();
    vi.useFakeTimers();
    act(() => {
      editor?.commands.setContent('<p>b</p>', { emitUpdate: true });
      editor?.commands.setContent('<p>bc</p>', { emitUpdate: true });
    });
    act(() => vi.advanceTimersByTime(200));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('<p>bc</p>');
  });

  it('delivers a held-back change at once when a form flushes pending input, and on blur', async () => {
    const onChange = vi.fn();
    render(<TiptapEditor value="<p>a</p>" onChange={onChange} />);
    const prose = await waitFor(() => {
      const element = document.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
      if (!element?.editor) throw new Error('editor not ready');
      return element;
    });
    const editor = prose.editor as Editor;
    vi.useFakeTimers();
    act(() => editor.commands.setContent('<p>typed</p>', { emitUpdate: true }));
    expect(onChange).not.toHaveBeenCalled();
    act(() => flushPendingInput());
    expect(onChange).toHaveBeenCalledExactlyOnceWith('<p>typed</p>');
    // Nothing is held any more: neither the timer nor another flush sends it again.
    act(() => vi.advanceTimersByTime(300));
    act(() => flushPendingInput());
    expect(onChange).toHaveBeenCalledTimes(1);

    act(() => editor.commands.setContent('<p>typed more</p>', { emitUpdate: true }));
    act(() => {
      editor.view.dom.dispatchEvent(new FocusEvent('blur'));
    });
    expect(onChange).toHaveBeenLastCalledWith('<p>typed more</p>');
    act(() => vi.advanceTimersByTime(300));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('refuses images over 5 MB and inserts uploaded ones', async () => {
    const told = fakeFeedback();
    const { editor, setImage } = fakeEditor();
    await insertImage(editor, fileOf('big.png', 6 * 1024 * 1024), 5);
    expect(told.error).toHaveBeenCalledWith('上传文件大小不能超过 5 MB!');
    fake.server.answer('POST /file/upload', () => ({
      code: 200,
      msg: 'ok',
      data: { name: 'a.png', url: '/prod-api/file/a.png' },
    }));
    await insertImage(editor, fileOf('a.png', 10), 5);
    expect(String(fake.fetchMock.mock.calls[0]?.[0])).toBe('/prod-api/file/upload?kind=image');
    expect(setImage).toHaveBeenCalledWith({ src: '/prod-api/file/a.png', alt: 'a.png' });
  });

  it("says '图片插入失败' when the upload fails", async () => {
    const told = fakeFeedback();
    const { editor, setImage } = fakeEditor();
    fake.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await insertImage(editor, fileOf('a.png', 10), 5);
    expect(told.error).toHaveBeenCalledWith('图片插入失败');
    expect(setImage).not.toHaveBeenCalled();
  });
});
