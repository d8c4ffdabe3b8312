import type { MenuGroup } from '@zj/contract';

/** A menu row as a module or the plan declares it: fixed ids keep the seed idempotent. */
export interface MenuSeed {
  id: number;
  name: string;
  path: string;
  type: 'M' | 'C' | 'F';
  icon?: string;
  component?: string;
  perms?: string;
  group?: MenuGroup;
  /** Position below the parent (order_num); by default the position in the list. */
  order?: number;
  children?: MenuSeed[];
}

/** A module's top menu: it hangs below a directory of the plan (`parentId`) at a fixed position. */
export interface ModuleMenu extends MenuSeed {
  parentId: number;
  order: number;
}

/** A module's page (with its buttons) below a directory of the plan. */
export const under = (parentId: number, order: number, menu: MenuSeed): ModuleMenu => ({ ...menu, parentId, order });

export const page = (
  id: number,
  name: string,
  path: string,
  component: string,
  perms: string,
  icon: string,
): MenuSeed => ({ id, name, path, type: 'C', component, perms, icon });

const ACTION_NAMES: Record<string, string> = {
  query: '查询',
  add: '新增',
  edit: '修改',
  remove: '删除',
  export: '导出',
  import: '导入',
  resetPwd: '重置密码',
  unlock: '账户解锁',
  forceLogout: '强退',
  list: '列表',
  deploy: '部署',
};

/** Button menus (type F) of a page: ids from `firstId`, permission `${prefix}:${action}`. */
export const buttons = (firstId: number, label: string, prefix: string, actions: readonly string[]): MenuSeed[] =>
  actions.map((action, i) => ({
    id: firstId + i,
    name: `${label}${ACTION_NAMES[action] ?? action}`,
    path: '',
    type: 'F',
    perms: `${prefix}:${action}`,
  }));

export const CRUD_EXPORT = ['query', 'add', 'edit', 'remove', 'export'] as const;
/** The buttons of a page listing quality or safety problems (business:qualityProblem:*). */
export const QUALITY_PROBLEM_ACTIONS = ['list', ...CRUD_EXPORT] as const;

/** A sys_menu row as the seed inserts it. */
export interface MenuRow {
  menuId: number;
  menuName: string;
  parentId: number;
  orderNum: number;
  path: string;
  component: string | null;
  menuType: 'M' | 'C' | 'F';
  perms: string | null;
  icon: string;
  menuGroup: string | null;
  visible: string;
  status: string;
  createBy: string;
}

/** A menu (sub)tree as rows: parent ids, order numbers from the position, the group inherited. */
export function flattenMenus(
  tree: readonly MenuSeed[],
  parent: { id: number; group: MenuGroup | undefined; enabled: boolean },
): MenuRow[] {
  const rows: MenuRow[] = [];
  tree.forEach((m, index) => {
    const menuGroup = m.group ?? parent.group;
    const flag = parent.enabled ? '0' : '1';
    rows.push({
      menuId: m.id,
      menuName: m.name,
      parentId: parent.id,
      orderNum: m.order ?? index + 1,
      path: m.path,
      component: m.component ?? null,
      menuType: m.type,
      perms: m.perms ?? null,
      icon: m.icon ?? '#',
      menuGroup: menuGroup ?? null,
      visible: flag,
      status: flag,
      createBy: 'admin',
    });
    if (m.children) rows.push(...flattenMenus(m.children, { id: m.id, group: menuGroup, enabled: parent.enabled }));
  });
  return rows;
}

/** Every permission string on a module's menu rows. */
export function menuPermissions(menus: readonly MenuSeed[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly MenuSeed[]) => {
    for (const m of list) {
      if (m.perms) out.push(m.perms);
      if (m.children) walk(m.children);
    }
  };
  walk(menus);
  return out;
}
