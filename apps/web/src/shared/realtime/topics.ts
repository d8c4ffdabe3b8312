/** What can carry topic subscriptions (the app's one WsClient while someone is logged in). */
export interface TopicLine {
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
}

let line: TopicLine | null = null;
const counts = new Map<string, number>();

/** The realtime hook hands its client over (null when it stops); open topics follow it. */
export function setTopicLine(next: TopicLine | null) {
  line = next;
  if (next) for (const topic of counts.keys()) next.subscribe(topic);
}

/**
 * Listens to a topic (e.g. `problem:12`) while the caller needs it: the server then pushes
 * `{act:'topic', topic, event, data}` frames, broadcast to the app as 'topic'. Returns the
 * unsubscriber; the topic is left when its last listener goes.
 */
export function subscribeTopic(topic: string): () => void {
  counts.set(topic, (counts.get(topic) ?? 0) + 1);
  line?.subscribe(topic);
  return () => {
    const left = (counts.get(topic) ?? 1) - 1;
    if (left > 0) {
      counts.set(topic, left);
      return;
    }
    counts.delete(topic);
    line?.unsubscribe(topic);
  };
}
