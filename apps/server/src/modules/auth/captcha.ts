import { randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_MS } from '@zj/contract';
import svgCaptcha from 'svg-captcha';
import { badRequest } from '../../core/http/app-error.ts';
import type { AuthRepository } from './auth.repository.ts';

/** Math captchas as SVG; answers live in the database for two minutes and are single use. */
export class CaptchaService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async create(): Promise<{ uuid: string; img: string }> {
    const captcha = svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 9, mathOperator: '+-', noise: 2, color: true });
    const uuid = randomUUID();
    const now = this.now();
    await this.repo.saveCaptcha(uuid, captcha.text, new Date(now.getTime() + CAPTCHA_TTL_MS));
    await this.repo.purgeCaptchas(now);
    return { uuid, img: Buffer.from(captcha.data).toString('base64') };
  }

  /** Throws the RuoYi messages for a missing, expired or wrong answer. */
  async check(uuid: string | undefined, code: string | undefined): Promise<void> {
    if (!code || !uuid) throw badRequest('auth.captchaRequired');
    const row = await this.repo.takeCaptcha(uuid);
    if (!row || row.expireTime.getTime() < this.now().getTime()) throw badRequest('auth.captchaExpired');
    if (row.answer.trim() !== code.trim()) throw badRequest('auth.captchaWrong');
  }
}
