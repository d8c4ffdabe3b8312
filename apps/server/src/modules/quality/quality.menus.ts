import { buttons, type ModuleMenu, page, QUALITY_PROBLEM_ACTIONS, under } from '../../core/menus/menu-seed.ts';

/** 质量看板, 安全看板, 质量报告 and 质量检查 (with its tab 质量问题, buttons 1373–1378) under 项目 (the menu plan's pages 223, 224, 225 and 237, same ids and places). */
export const MENUS: ModuleMenu[] = [
  under(
    2,
    29,
    page(223, '质量看板', 'qualityDashboard', 'business/quality/dashboard', 'business:quality:dashboard', 'chart'),
  ),
  under(
    2,
    30,
    page(224, '安全看板', 'safetyDashboard', 'business/safety/dashboard', 'business:safety:dashboard', 'chart'),
  ),
  under(
    2,
    31,
    page(225, '质量报告', 'qualityReport', 'business/quality/report', 'business:quality:report', 'documentation'),
  ),
  under(2, 43, {
    ...page(237, '质量检查', 'quality', 'business/quality/index', 'business:quality:list', 'checkbox'),
    children: [
      ...buttons(1370, '质量检查', 'business:quality', ['add', 'remove']),
      { id: 1372, name: '质量模板', path: '', type: 'F', perms: 'business:quality:template' },
      // The page's tab 质量问题: the quality problems (served by the problems module).
      ...buttons(1373, '质量问题', 'business:qualityProblem', QUALITY_PROBLEM_ACTIONS),
    ],
  }),
];
