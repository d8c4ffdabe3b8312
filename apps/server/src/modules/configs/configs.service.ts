import {
  type ApiOut,
  type ConfigBody,
  type ConfigFilters,
  type ConfigQuery,
  type ConfigUpdateBody,
  configRow,
} from '@zj/contract';
import { isUniqueViolation } from '../../core/db/errors.ts';
import { badRequest, notFound } from '../../core/http/app-error.ts';
import { responseRow } from '../../core/http/response-row.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import type { Config, ConfigsRepository } from './configs.repository.ts';

export const CONFIG_KEYS = {
  captchaEnabled: 'sys.account.captchaEnabled',
  registerUser: 'sys.account.registerUser',
  initPassword: 'sys.user.initPassword',
  initPasswordModify: 'sys.account.initPasswordModify',
  passwordValidateDays: 'sys.account.passwordValidateDays',
  /** The project map's tile URL template (the web app's pages may show its images). */
  mapTileUrl: 'sys.map.tileUrl',
} as const;

/** The initial password of new users when sys.user.initPassword is unset (RuoYi's seeded value). */
export const DEFAULT_INIT_PASSWORD = '123456';

/**
 * System parameters. Values are read from the indexed table on every use, never cached in
 * memory, so an edit on one replica applies on all at once (refreshCache is a no-op).
 */
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

  /** The password imported users start with: sys.user.initPassword, or the default when unset. */
  async initPassword(): Promise<string> {
    return (await this.valueOf(CONFIG_KEYS.initPassword).catch(() => '')) || DEFAULT_INIT_PASSWORD;
  }

  /** sys.account.initPasswordModify: '1' (default) makes users change an initial password first. */
  async initPasswordModify(): Promise<boolean> {
    return (await this.valueOf(CONFIG_KEYS.initPasswordModify)) !== '0';
  }

  /** sys.account.passwordValidateDays: days a password stays valid; 0 (default) forever. */
  async passwordValidateDays(): Promise<number> {
    const days = Number(await this.valueOf(CONFIG_KEYS.passwordValidateDays));
    return Number.isFinite(days) && days > 0 ? days : 0;
  }

  /** The value of a key; '' for an unknown key (RuoYi). */
  async valueOf(key: string): Promise<string> {
    return (await this.repo.value(key)) ?? '';
  }

  row(c: Config): ApiOut<typeof configRow> {
    return responseRow(configRow, c);
  }

  async list(query: ConfigQuery) {
    const { rows, total } = await this.repo.page(query, query);
    return { rows: rows.map((c) => this.row(c)), total };
  }

  async exportRows(filter: ConfigFilters) {
    return (await this.repo.all(filter, EXPORT_MAX_ROWS)).map((c) => this.row(c));
  }

  async get(configId: number) {
    const row = await this.repo.byId(configId);
    if (!row) throw notFound();
    return this.row(row);
  }

  private async save(body: ConfigBody, mode: 'add' | 'edit', run: () => Promise<unknown>, exceptId?: number) {
    const taken = () =>
      badRequest(mode === 'add' ? 'config.addKeyExists' : 'config.editKeyExists', { name: body.configName });
    if (await this.repo.keyTaken(body.configKey, exceptId)) throw taken();
    try {
      return await run();
    } catch (error) {
      throw isUniqueViolation(error) ? taken() : error;
    }
  }

  async add(body: ConfigBody, userName: string) {
    await this.save(body, 'add', () => this.repo.insert(body, userName));
  }

  async edit(body: ConfigUpdateBody, userName: string) {
    const { configId, ...fields } = body;
    const changed = await this.save(fields, 'edit', () => this.repo.update(configId, fields, userName), configId);
    if (!changed) throw notFound();
  }

  /** Built-in ('Y') parameters cannot be deleted; one of them refuses the whole call. */
  async remove(ids: number[]) {
    await this.repo.db.transaction(async (tx) => {
      const rows = await this.repo.byIds(ids, tx);
      if (!rows.length) throw notFound();
      const builtin = rows.find((c) => c.configType === 'Y');
      if (builtin) throw badRequest('config.builtin', { key: builtin.configKey });
      await this.repo.delete(ids, tx);
    });
  }
}
