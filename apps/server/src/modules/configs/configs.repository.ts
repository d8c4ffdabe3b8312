import type { ConfigBody, ConfigFilters, ConfigQuery } from '@zj/contract';
import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains, timeBetween } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { pageOf } from '../../core/db/paging.ts';
import { sysConfig } from './configs.tables.ts';

export type Config = typeof sysConfig.$inferSelect;

export class ConfigsRepository {
  constructor(readonly db: Db) {}

  async value(key: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ value: sysConfig.configValue })
      .from(sysConfig)
      .where(eq(sysConfig.configKey, key))
      .limit(1);
    return row?.value;
  }

  private where(filter: ConfigFilters): SQL | undefined {
    return and(
      contains(sysConfig.configName, filter.configName),
      contains(sysConfig.configKey, filter.configKey),
      filter.configType ? eq(sysConfig.configType, filter.configType) : undefined,
      ...timeBetween(sysConfig.createTime, filter),
    );
  }

  async page(filter: ConfigFilters, page: PageSort<ConfigQuery>) {
    const condition = this.where(filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(sysConfig)
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              configId: sysConfig.configId,
              configName: sysConfig.configName,
              configKey: sysConfig.configKey,
              configType: sysConfig.configType,
              createTime: sysConfig.createTime,
            },
            sysConfig.configId,
            [asc(sysConfig.configId)],
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(sysConfig).where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  all(filter: ConfigFilters, limit: number) {
    return this.db.select().from(sysConfig).where(this.where(filter)).orderBy(asc(sysConfig.configId)).limit(limit);
  }

  async byId(configId: number): Promise<Config | undefined> {
    const [row] = await this.db.select().from(sysConfig).where(eq(sysConfig.configId, configId)).limit(1);
    return row;
  }

  byIds(ids: number[], tx: Tx = this.db) {
    return tx.select().from(sysConfig).where(inArray(sysConfig.configId, ids));
  }

  async keyTaken(configKey: string, exceptId?: number) {
    const [row] = await this.db
      .select({ id: sysConfig.configId })
      .from(sysConfig)
      .where(and(eq(sysConfig.configKey, configKey), exceptId ? ne(sysConfig.configId, exceptId) : undefined))
      .limit(1);
    return Boolean(row);
  }

  async insert(body: ConfigBody, createBy: string) {
    await this.db.insert(sysConfig).values({ ...body, remark: body.remark ?? null, createBy });
  }

  async update(configId: number, body: ConfigBody, updateBy: string) {
    const rows = await this.db
      .update(sysConfig)
      .set({ ...body, remark: body.remark ?? null, updateBy, updateTime: new Date() })
      .where(eq(sysConfig.configId, configId))
      .returning({ id: sysConfig.configId });
    return rows.length;
  }

  async delete(ids: number[], tx: Tx = this.db) {
    await tx.delete(sysConfig).where(inArray(sysConfig.configId, ids));
  }
}
