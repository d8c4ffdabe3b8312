import { lazy, Suspense, useEffect, useState } from 'react';
import { onFeedbackNeeded } from '../api/feedback.ts';

const FeedbackHost = lazy(() => import('./feedback-host.tsx'));

let requestHost: () => void = () => {};

/** Mounts the feedback host now (the layout does, so its dialogs open without delay). */
export function preloadFeedback() {
  requestHost();
}

/** Mounts the feedback host on first use (keeps antd's message/modal off the login page). */
export function FeedbackRoot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    requestHost = () => setWanted(true);
    onFeedbackNeeded(() => setWanted(true));
    return () => onFeedbackNeeded(null);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}
