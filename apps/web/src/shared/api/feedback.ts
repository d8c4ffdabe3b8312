/**
 * How the request client (and the shell) talk to the user. The real implementation is antd's
 * hook-based message/notification/modal, set up once by a lazily loaded host (see
 * shared/ui/feedback-host.tsx); until it is there, calls wait in a queue. Tests install fakes.
 */
export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk: () => void | Promise<void>;
  onCancel?: () => void;
}

export interface Feedback {
  error(text: string, durationSeconds?: number): void;
  warning(text: string): void;
  success(text: string, durationSeconds?: number): void;
  notifyError(text: string): void;
  confirm(options: ConfirmOptions): void;
  /** Shows a blocking loading overlay; returns its closer. */
  loading(text: string): () => void;
}

type Call = (target: Feedback) => void;

let current: Feedback | null = null;
const queue: Call[] = [];
let onFirstUse: (() => void) | null = null;

/** Runs `call` now if the host is there, else queues it and asks for the host. */
function deferred(call: Call) {
  if (current) {
    call(current);
    return;
  }
  queue.push(call);
  onFirstUse?.();
}

const proxy: Feedback = {
  error: (text, duration) => deferred((f) => f.error(text, duration)),
  warning: (text) => deferred((f) => f.warning(text)),
  success: (text, duration) => deferred((f) => f.success(text, duration)),
  notifyError: (text) => deferred((f) => f.notifyError(text)),
  confirm: (options) => deferred((f) => f.confirm(options)),
  loading: (text) => {
    let close: (() => void) | null = null;
    let closed = false;
    deferred((f) => {
      if (!closed) close = f.loading(text);
    });
    return () => {
      closed = true;
      close?.();
    };
  },
};

/** Installs the real feedback and replays what waited for it. */
export function setFeedback(feedback: Feedback | null) {
  current = feedback;
  if (!feedback) return;
  for (const call of queue.splice(0)) call(feedback);
}

/** Called on the first use before a feedback is installed (mounts the host). */
export function onFeedbackNeeded(handler: (() => void) | null) {
  onFirstUse = handler;
  if (handler && queue.length > 0) handler();
}

export function feedback(): Feedback {
  return current ?? proxy;
}
