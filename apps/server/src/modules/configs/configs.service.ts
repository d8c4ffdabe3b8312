import type { ConfigsRepository } from './configs.repository.ts';

export const CONFIG_KEYS = {
  captchaEnabled: 'sys.account.captchaEnabled',
  registerUser: 'sys.account.registerUser',
  initPassword: 'sys.user.initPassword',
} as const;

export class ConfigsService {
  constructor(
    private readonly repo: ConfigsRepository,
    private readonly overrides: { captchaEnabled?: boolean | undefined } = {},
  ) {}

  async flag(key: string): Promise<boolean> {
    return (await this.repo.value(key)) === 'true';
  }

  /** CAPTCHA_ENABLED overrides the seeded parameter when set. */
  async captchaEnabled(): Promise<boolean> {
    return this.overrides.captchaEnabled ?? this.flag(CONFIG_KEYS.captchaEnabled);
  }

  registerEnabled(): Promise<boolean> {
    return this.flag(CONFIG_KEYS.registerUser);
  }
}
