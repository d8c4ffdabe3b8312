import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { sysConfig } from './configs.tables.ts';

export class ConfigsRepository {
  constructor(private readonly db: Db) {}

  async value(key: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ value: sysConfig.configValue })
      .from(sysConfig)
      .where(eq(sysConfig.configKey, key))
      .limit(1);
    return row?.value;
  }
}
