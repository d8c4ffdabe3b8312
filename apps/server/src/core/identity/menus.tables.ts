import { char, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { audit, flag, id, ref } from '../db/columns.ts';

/** RuoYi's sys_menu plus three columns of this platform: menu_group, active_menu, affix. */
export const sysMenu = pgTable(
  'sys_menu',
  {
    menuId: id('menu_id'),
    menuName: varchar('menu_name', { length: 50 }).notNull(),
    parentId: ref('parent_id').notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
    path: varchar('path', { length: 200 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    query: varchar('query', { length: 255 }),
    routeName: varchar('route_name', { length: 50 }).notNull().default(''),
    /** 0 external link, 1 not (RuoYi) */
    isFrame: integer('is_frame').notNull().default(1),
    /** 0 cached, 1 not cached (RuoYi) */
    isCache: integer('is_cache').notNull().default(0),
    /** M directory, C menu, F button */
    menuType: char('menu_type', { length: 1 }).notNull(),
    /** '0' shown, '1' hidden */
    visible: flag('visible'),
    /** '0' enabled, '1' disabled (left out of routers) */
    status: flag('status'),
    perms: varchar('perms', { length: 100 }),
    icon: varchar('icon', { length: 100 }).notNull().default('#'),
    /** Side-menu group: project, task, knowledge or system. */
    menuGroup: varchar('menu_group', { length: 20 }),
    activeMenu: varchar('active_menu', { length: 200 }),
    affix: flag('affix'),
    ...audit(),
  },
  (t) => [index('sys_menu_parent_idx').on(t.parentId, t.orderNum)],
);
