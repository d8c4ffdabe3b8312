import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 项目角色, 项目成员 and 组织架构 under 项目 / 成员管理. */
export const MENUS: ModuleMenu[] = [
  under(233, 1, {
    ...page(520, '项目角色', 'projectRole', 'business/member/role', 'business:projectRole:list', 'peoples'),
    children: buttons(1120, '项目角色', 'business:projectRole', ['query', 'add', 'edit', 'remove']),
  }),
  under(233, 2, {
    ...page(521, '项目成员', 'projectUser', 'business/member/user', 'business:projectUser:list', 'user'),
    children: buttons(1130, '项目成员', 'business:projectUser', ['add', 'edit', 'remove']),
  }),
  under(
    233,
    3,
    page(522, '组织架构', 'architecture', 'business/member/architecture', 'business:project:organization', 'tree'),
  ),
];
