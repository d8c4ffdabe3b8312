import type { ApiOut, OnlineQuery, onlineRow } from '@zj/contract';
import type { SessionService } from '../../core/auth/session.service.ts';
import type { OnlineRepository } from './online.repository.ts';

/** Online users are the live rows of sys_session; force logout ends the session (row and sockets). */
export class OnlineService {
  constructor(
    private readonly repo: OnlineRepository,
    private readonly sessions: SessionService,
  ) {}

  async list(filter: OnlineQuery, now = new Date()): Promise<{ rows: ApiOut<typeof onlineRow>[]; total: number }> {
    const rows = (await this.repo.live(filter, now)).map((r) => ({
      tokenId: r.tokenId,
      userName: r.userName,
      deptName: r.deptName,
      ipaddr: r.ipaddr,
      loginLocation: r.loginLocation,
      browser: r.browser,
      os: r.os,
      loginTime: r.loginTime,
    }));
    return { rows, total: rows.length };
  }

  /** Ends a session at once, on every replica. */
  forceLogout(tokenId: string): Promise<void> {
    return this.sessions.end(tokenId);
  }
}
