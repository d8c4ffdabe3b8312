import type { RateLimitConfig } from '../../config.ts';
import { AppError } from '../../core/http/app-error.ts';
import type { AuthRepository } from './auth.repository.ts';

/** Calls between two clean-ups of finished windows (per process). */
const PURGE_EVERY = 500;

/**
 * Fixed-window rate limits on the anonymous calls (login, register, captcha), counted in
 * PostgreSQL so every replica shares them. Over the limit: an AppError 429, which the API answers
 * as RuoYi does — HTTP 200 `{code: 500, msg: 请求过于频繁…}` with Retry-After (http-plugin).
 */
export class RateLimiter {
  private calls = 0;

  constructor(
    private readonly repo: AuthRepository,
    private readonly config: RateLimitConfig | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts a call from an address to a route; throws 429 over the limit. */
  byIp(route: string, ip: string): Promise<void> {
    return this.check(`ip:${route}:${ip}`, this.config?.perIp);
  }

  /** Counts a call naming a user (login, register); throws 429 over the limit. */
  byUser(route: string, userName: string): Promise<void> {
    return this.check(`user:${route}:${userName.toLowerCase()}`, this.config?.perUser);
  }

  private async check(key: string, limit: number | undefined): Promise<void> {
    if (!this.config || !limit) return;
    const windowMs = this.config.windowSeconds * 1000;
    const now = this.now().getTime();
    const windowStart = new Date(now - (now % windowMs));
    if (++this.calls % PURGE_EVERY === 0) await this.repo.purgeRateLimits(windowStart);
    const hits = await this.repo.hit(key.slice(0, 200), windowStart);
    if (hits > limit) {
      throw new AppError(429, 'auth.tooManyRequests', {
        seconds: Math.ceil((windowStart.getTime() + windowMs - now) / 1000),
      });
    }
  }
}
