import { useQueryClient } from '@tanstack/react-query';
import { PROBLEM_TOPIC_EVENTS, problemTopic } from '@zj/contract';
import { useEffect } from 'react';
import { onAppEvent } from '@/shared/realtime/app-events.ts';
import { subscribeTopic } from '@/shared/realtime/topics.ts';
import { problemKeys } from './problem-api.ts';

interface TopicFrame {
  topic?: string;
  event?: string;
}

/**
 * While a problem is open: listens to its topic; a new comment reloads the chat, a status change
 * the problem and its rectifications (spec 02 §2: comments appear live).
 */
export function useProblemTopic(problemId: number) {
  const client = useQueryClient();
  useEffect(() => {
    const topic = problemTopic(problemId);
    const leave = subscribeTopic(topic);
    const stop = onAppEvent('topic', (frame) => {
      const { topic: of, event } = frame as TopicFrame;
      if (of !== topic) return;
      if (event === PROBLEM_TOPIC_EVENTS.comment) {
        void client.invalidateQueries({ queryKey: problemKeys.comments(problemId) });
      } else if (event === PROBLEM_TOPIC_EVENTS.status) {
        void client.invalidateQueries({ queryKey: problemKeys.problem(problemId) });
        void client.invalidateQueries({ queryKey: problemKeys.rectifications(problemId) });
      }
    });
    return () => {
      stop();
      leave();
    };
  }, [client, problemId]);
}
