import { describe, expect, it } from 'vitest';
import { MENU_TITLES_EN, menuTitleEn } from './menu-titles.ts';

describe('English menu titles', () => {
  it('answers a seeded name by its own entry', () => {
    expect(menuTitleEn('用户管理')).toBe('Users');
    expect(menuTitleEn('用户新增')).toBe('User: Add');
    expect(menuTitleEn('问题关闭')).toBe('Problem: Close');
  });

  it('names a button after its page and action when it has no entry of its own', () => {
    expect(Object.hasOwn(MENU_TITLES_EN, '施工日志新增')).toBe(false);
    expect(menuTitleEn('施工日志新增')).toBe('Construction log: Add');
    expect(menuTitleEn('进度计划导出')).toBe('Schedules: Export');
  });

  it('has no title for a name it does not know (an administrator’s own menu keeps its name)', () => {
    expect(menuTitleEn('我的菜单')).toBeUndefined();
    expect(menuTitleEn('新增')).toBeUndefined();
    expect(menuTitleEn('施工日志新增按钮')).toBeUndefined();
  });
});
