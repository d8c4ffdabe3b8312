import { afterEach, beforeEach, vi } from 'vitest';
import { type Feedback, setFeedback } from '@/shared/api/feedback.ts';
import { setLang } from '@/shared/i18n/index.ts';

/**
 * Sets a feedback that records what the user was told (of a confirmation, its question) and
 * accepts every confirmation at once. `settled` awaits the confirmed actions; a failed action
 * stays an unhandled rejection unless `failures: 'ignored'` (a test of refused actions).
 */
export function recordFeedback({
  failures = 'reported',
  told = [],
}: {
  failures?: 'reported' | 'ignored';
  told?: string[];
} = {}) {
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

/** For every test of the file: the Chinese texts; after each, global stubs and the feedback undone. */
export function chineseEachTest() {
  beforeEach(() => setLang('zh'));
  afterEach(() => {
    vi.unstubAllGlobals();
    setFeedback(null);
  });
}

/**
 * For every test of the file: the Chinese texts and a recorded feedback (the returned list, emptied
 * before each test); after each, global stubs and the feedback undone.
 */
export function recordFeedbackEachTest(): string[] {
  const told: string[] = [];
  chineseEachTest();
  beforeEach(() => {
    told.length = 0;
    recordFeedback({ told });
  });
  return told;
}

/** Sets a feedback that tells the user nothing and never confirms (for code that must not ask them). */
export function quietFeedback() {
  setFeedback({
    error: () => {},
    warning: () => {},
    success: () => {},
    notifyError: () => {},
    confirm: () => {},
    loading: () => () => {},
  });
}
