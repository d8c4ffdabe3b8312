import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { feedback } from '@/shared/api/feedback.ts';
import { i18n, tm } from '@/shared/i18n/index.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { problemApi, problemKeys } from './problem-api.ts';
import { problemEvents } from './problem-events.ts';
import { canMove, PROBLEM_STATUS } from './problem-status.ts';

/**
 * Moving a problem to 2 (apply, which starts the approval) or 3 (quick completion), spec 02 §4:
 * refused above 1, warned '请填写整改信息' without a rectification; afterwards the problem reloads
 * and a refresh event is broadcast.
 */
export function useProblemStatus(problemId: number, status: number, rectificationCount: number) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const move = (target: typeof PROBLEM_STATUS.applied | typeof PROBLEM_STATUS.done) => {
    if (!canMove(status)) return;
    if (rectificationCount < 1) {
      feedback().warning(i18n.t('problem.rect.contentRequired'));
      return;
    }
    confirmThen(
      i18n.t(target === PROBLEM_STATUS.applied ? 'problem.approval.applyConfirm' : 'problem.approval.quickConfirm'),
      async () => {
        setBusy(true);
        try {
          await problemApi.setStatus(problemId, target);
        } finally {
          setBusy(false);
        }
      },
      tm('common.success'),
      {
        closeOnFailure: true,
        after: async () => {
          await client.invalidateQueries({ queryKey: problemKeys.problem(problemId) });
          await client.invalidateQueries({ queryKey: problemKeys.rectifications(problemId) });
          problemEvents.emit('refresh', { problemId, status: target });
        },
      },
    );
  };

  return {
    busy,
    apply: () => move(PROBLEM_STATUS.applied),
    quickComplete: () => move(PROBLEM_STATUS.done),
  };
}
