import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 质量检查 under 项目 (the menu plan's page 237, same id and place). */
export const MENUS: ModuleMenu[] = [
  under(2, 43, {
    ...page(237, '质量检查', 'quality', 'business/quality/index', 'business:quality:list', 'checkbox'),
    children: [
      ...buttons(1370, '质量检查', 'business:quality', ['add', 'remove']),
      { id: 1372, name: '质量模板', path: '', type: 'F', perms: 'business:quality:template' },
    ],
  }),
];
