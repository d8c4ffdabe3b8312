import type { UploadKind } from '@zj/contract';
import { useEffect, useRef, useState } from 'react';
import { feedback } from '@/shared/api/feedback.ts';
import { tm } from '@/shared/i18n/index.ts';
import { UploadError, uploadFile } from './upload-file.ts';
import { joinUrls, nameOfUrl, splitUrls, type UploadProblem } from './upload-rules.ts';

/** One entry of an upload widget (spec 01 §3: name, url, uid). */
export interface UploadItem {
  uid: string;
  name: string;
  url: string;
}

let nextUid = 0;
const newUid = () => `zj-upload-${Date.now()}-${++nextUid}`;

export const itemsOf = (value: string | null | undefined): UploadItem[] =>
  splitUrls(value).map((url) => ({ uid: newUid(), name: nameOfUrl(url), url }));

export const showProblem = (problem: UploadProblem) => feedback().error(tm(problem.key, problem.params));

/**
 * The list behind an upload widget: follows the comma-joined `value`, uploads chosen files
 * (one loading overlay for a whole batch), emits the new value after each success, shows
 * '上传成功', the server's msg when it refuses, or '上传失败, 请重试' when the call fails.
 */
export function useUploadList(
  value: string | null | undefined,
  onChange: ((value: string) => void) | undefined,
  kind: UploadKind,
  loadingText: string,
  /** Told the whole list (names and URLs) after each change, for callers that keep the names. */
  onItems?: (items: UploadItem[]) => void,
) {
  const [items, setItems] = useState<UploadItem[]>(() => itemsOf(value));
  const itemsRef = useRef(items);
  const emitted = useRef(value ?? '');
  const pending = useRef(0);
  const closeLoading = useRef<(() => void) | null>(null);

  useEffect(() => {
    const incoming = value ?? '';
    if (incoming === emitted.current) return;
    emitted.current = incoming;
    itemsRef.current = itemsOf(incoming);
    setItems(itemsRef.current);
  }, [value]);

  const commit = (next: UploadItem[]) => {
    itemsRef.current = next;
    setItems(next);
    const joined = joinUrls(next.map((item) => item.url));
    emitted.current = joined;
    onChange?.(joined);
    onItems?.(next);
  };

  const upload = async (file: File) => {
    if (pending.current === 0) closeLoading.current = feedback().loading(loadingText);
    pending.current += 1;
    try {
      const stored = await uploadFile(file, kind);
      commit([...itemsRef.current, { uid: newUid(), name: stored.name, url: stored.url }]);
      feedback().success(tm('upload.success'));
      return stored;
    } catch (error) {
      feedback().error(error instanceof UploadError ? error.message : tm('upload.failed'));
      throw error;
    } finally {
      pending.current -= 1;
      if (pending.current === 0) {
        closeLoading.current?.();
        closeLoading.current = null;
      }
    }
  };

  const remove = (uid: string) => commit(itemsRef.current.filter((item) => item.uid !== uid));
  const clear = () => commit([]);
  const count = () => itemsRef.current.length;

  return { items, upload, remove, clear, count };
}
