/**
 * Topics of the WebSocket: a socket subscribes to `prefix:id` (a problem's chat, say) and receives
 * what is published to it. The module that owns the records behind a prefix says who may join
 * (`allow`); the hub asks before it adds a socket. Unknown prefixes are refused.
 */
export type TopicCheck = (who: { userId: number; admin: boolean }, id: number) => Promise<boolean>;

/** `prefix:id`: lower-case letters, then a positive integer id. */
const TOPIC = /^([a-z][a-z-]{0,30}):(\d{1,15})$/;

export class Topics {
  private readonly checks = new Map<string, TopicCheck>();

  allow(prefix: string, check: TopicCheck): void {
    this.checks.set(prefix, check);
  }

  /** May this user receive the topic's events? False for malformed or unknown topics. */
  async mayJoin(who: { userId: number; admin: boolean }, topic: string): Promise<boolean> {
    const match = TOPIC.exec(topic);
    const check = match?.[1] ? this.checks.get(match[1]) : undefined;
    if (!match || !check) return false;
    return check(who, Number(match[2]));
  }
}
