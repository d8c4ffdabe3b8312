import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/**
 * The project buttons (the project list and dashboard are layout routes, spec 01 §2, so their
 * buttons hang on the 项目 directory), 归档项目 under 系统管理, and 最近访问 and 地图 (the
 * projects the user sees at their coordinates, readable by whoever may list projects) in the
 * project group.
 */
export const MENUS: ModuleMenu[] = [
  ...buttons(1110, '项目', 'business:project', ['list', 'query', 'add', 'edit', 'remove']).map((b, i) =>
    under(2, i + 1, b),
  ),
  under(1, 12, page(111, '归档项目', 'place', 'business/project/place', 'business:project:place', 'documentation')),
  under(
    2,
    42,
    page(236, '最近访问', 'modelDashboard', 'business/modelDashboard/index', 'business:project:recent', 'time'),
  ),
  under(2, 47, page(241, '地图', 'projectMap', 'business/projectMap/index', 'business:project:list', 'map')),
];
