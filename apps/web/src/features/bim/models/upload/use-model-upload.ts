import { useEffect, useRef, useState } from 'react';
import { checkIfcFile } from './ifc-check.ts';
import { ModelUpload, type UploadTarget } from './tus-upload.ts';

/** Where an upload stands: nothing chosen, checking the file, sending, paused, done or failed. */
export type UploadPhase = 'idle' | 'checking' | 'uploading' | 'paused' | 'done' | 'failed';

export interface UploadState {
  phase: UploadPhase;
  file: File | null;
  sent: number;
  total: number;
  /** Whether the upload went on from an unfinished one of the same file. */
  resumed: boolean;
  /** Why the file was refused or the upload failed. */
  error: string | null;
  versionId: number | null;
}

const IDLE: UploadState = {
  phase: 'idle',
  file: null,
  sent: 0,
  total: 0,
  resumed: false,
  error: null,
  versionId: null,
};

/**
 * One model upload of a dialog: `choose` checks the file (type, size, first bytes) before anything is
 * sent, then sends it over tus; `pause`, `resume` (also a retry after a failure) and `reset`.
 * `onDone` runs once the server has the whole file.
 */
export function useModelUpload(target: UploadTarget | null, onDone: (versionId: number | null) => void) {
  const [state, setState] = useState<UploadState>(IDLE);
  const upload = useRef<ModelUpload | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  // Leaving the dialog (or the page) stops sending; the upload stays resumable.
  useEffect(
    () => () => {
      void upload.current?.pause();
    },
    [],
  );

  const choose = async (file: File) => {
    if (!target) return;
    setState({ ...IDLE, phase: 'checking', file, total: file.size });
    const refusal = await checkIfcFile(file);
    if (refusal) {
      // Refused before anything is sent: the caller says why (the spec's upload messages).
      setState(IDLE);
      return refusal;
    }
    const started = new ModelUpload(file, target, {
      onProgress: (sent, total) => setState((now) => (now.phase === 'uploading' ? { ...now, sent, total } : now)),
      onDone: (versionId) => {
        setState((now) => ({ ...now, phase: 'done', sent: now.total, versionId }));
        done.current(versionId);
      },
      onFailed: (error) => setState((now) => ({ ...now, phase: 'failed', error })),
    });
    upload.current = started;
    setState((now) => ({ ...now, phase: 'uploading' }));
    const resumed = await started.start();
    setState((now) => ({ ...now, resumed }));
    return null;
  };

  const pause = async () => {
    await upload.current?.pause();
    setState((now) => (now.phase === 'uploading' ? { ...now, phase: 'paused' } : now));
  };

  const resume = () => {
    if (!upload.current) return;
    setState((now) => ({ ...now, phase: 'uploading', error: null }));
    upload.current.resume();
  };

  const reset = () => {
    void upload.current?.pause();
    upload.current = null;
    setState(IDLE);
  };

  return { state, choose, pause, resume, reset, canRetry: state.phase === 'failed' && upload.current !== null };
}
