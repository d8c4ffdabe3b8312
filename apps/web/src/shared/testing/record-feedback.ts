import { type Feedback, setFeedback } from '@/shared/api/feedback.ts';

/**
 * Sets a feedback that records what the user was told (of a confirmation, its question) and
 * accepts every confirmation at once. `settled` awaits the confirmed actions; a failed action
 * stays an unhandled rejection unless `failures: 'ignored'` (a test of refused actions).
 */
export function recordFeedback({ failures = 'reported' }: { failures?: 'reported' | 'ignored' } = {}) {
  const told: string[] = [];
  const pending: Promise<unknown>[] = [];
  const say = (text: string) => {
    told.push(text);
  };
  const feedback: Feedback = {
    error: say,
    warning: say,
    success: say,
    notifyError: say,
    confirm: (options) => {
      told.push(options.content);
      const done = Promise.resolve(options.onOk());
      pending.push(failures === 'ignored' ? done.catch(() => {}) : done);
    },
    loading: () => () => {},
  };
  setFeedback(feedback);
  return { told, settled: () => Promise.all(pending) };
}
