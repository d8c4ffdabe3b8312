import { char, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id } from '../../core/db/columns.ts';

export const sysConfig = pgTable(
  'sys_config',
  {
    configId: id('config_id'),
    configName: varchar('config_name', { length: 100 }).notNull(),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: varchar('config_value', { length: 500 }).notNull().default(''),
    /** 'Y' built in (cannot be deleted), 'N' not */
    configType: char('config_type', { length: 1 }).notNull().default('N'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_config_key_uq').on(t.configKey),
    index('sys_config_type_idx').on(t.configType),
    index('sys_config_create_time_idx').on(t.createTime),
  ],
);
