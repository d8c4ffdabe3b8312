import { buttons, type ModuleMenu, page, under } from '../../core/menus/menu-seed.ts';

/** 安全报告, 质量文件 and 安全文件 under 项目 (the menu plan's pages 226, 239 and 240, same ids and places). */
export const MENUS: ModuleMenu[] = [
  under(2, 32, {
    ...page(226, '安全报告', 'safetyReport', 'business/safety/report', 'business:safety:report', 'documentation'),
    children: buttons(1395, '安全报告', 'business:safetyReport', ['add', 'remove']),
  }),
  under(2, 45, {
    ...page(239, '质量文件', 'qualityFile', 'business/quality/file', 'business:qualityFile:list', 'documentation'),
    children: buttons(1380, '质量文件', 'business:qualityFile', ['add', 'edit', 'remove']),
  }),
  under(2, 46, {
    ...page(240, '安全文件', 'safetyFile', 'business/safety/file', 'business:safetyFile:list', 'documentation'),
    children: buttons(1390, '安全文件', 'business:safetyFile', ['add', 'remove']),
  }),
];
