import type { PlanCalendar } from '@zj/contract';
import { API } from '@zj/contract/api';
import { useEffect, useRef, useState } from 'react';
import { call } from '@/shared/api/call.ts';
import { RequestError } from '@/shared/api/request.ts';
import { bodyOf, type Draft, withCalculated } from '../model/gantt-data.ts';

/** How long the editor waits after the last edit before asking the server for the schedule. */
export const CALCULATE_DELAY_MS = 500;

/**
 * While the draft is edited, asks API.plans.calculate (debounced) for its dates, floats and critical
 * tasks without saving, and puts them into the draft; a refusal (a dependency cycle naming its
 * tasks, a bad lag) is kept as `problem` until an edit is calculated.
 */
export function useCalculate(
  planId: number,
  calendar: PlanCalendar,
  draft: Draft,
  dirty: boolean,
  setDraft: (update: (draft: Draft) => Draft) => void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = JSON.stringify(bodyOf(draft));
  const asked = useRef('');
  useEffect(() => {
    if (!dirty) {
      setProblem(null);
      return;
    }
    const timer = setTimeout(() => {
      asked.current = body;
      setBusy(true);
      call(API.plans.calculate, { body: { planId, calendar, ...JSON.parse(body) } }, { report: false })
        .then((answer) => {
          if (asked.current !== body) return;
          setProblem(null);
          setDraft((current) => withCalculated(current, answer.data));
        })
        .catch((error: unknown) => {
          if (asked.current !== body) return;
          setProblem(error instanceof RequestError ? error.message : String(error));
        })
        .finally(() => {
          if (asked.current === body) setBusy(false);
        });
    }, CALCULATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [body, dirty, planId, calendar, setDraft]);
  return { problem, busy };
}
