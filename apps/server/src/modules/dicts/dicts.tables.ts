import { char, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id } from '../../core/db/columns.ts';

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: id('dict_id'),
    dictName: varchar('dict_name', { length: 100 }).notNull(),
    /** A unique constraint (not only an index), so sys_dict_data can reference it. */
    dictType: varchar('dict_type', { length: 100 }).notNull().unique('sys_dict_type_type_uq'),
    status: flag('status'),
    ...audit(),
  },
  (t) => [index('sys_dict_type_status_idx').on(t.status), index('sys_dict_type_create_time_idx').on(t.createTime)],
);

/**
 * Entries of a dictionary. The foreign key on dict_type cascades a rename of the type to its
 * data in the same statement and refuses to delete a type that still has data.
 */
export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: id('dict_code'),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 })
      .notNull()
      .references(() => sysDictType.dictType, { onUpdate: 'cascade', onDelete: 'restrict' }),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    listClass: varchar('list_class', { length: 100 }).notNull().default(''),
    /** 'Y' default entry, 'N' not */
    isDefault: char('is_default', { length: 1 }).notNull().default('N'),
    status: flag('status'),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sys_dict_data_type_value_uq').on(t.dictType, t.dictValue),
    index('sys_dict_data_type_sort_idx').on(t.dictType, t.dictSort, t.dictCode),
    index('sys_dict_data_sort_idx').on(t.dictSort, t.dictCode),
    index('sys_dict_data_status_idx').on(t.status),
  ],
);
