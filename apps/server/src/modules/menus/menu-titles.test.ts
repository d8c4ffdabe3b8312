import { MENU_TITLES_EN, menuTitleEn } from '@zj/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { sysMenu } from '../../core/identity/menus.tables.ts';
import { menuRowsOf } from '../../core/menus/menu-install.ts';
import { createTestApp } from '../../test/test-app.ts';
import { MODULES } from '../index.ts';

const ctx = await createTestApp();
afterAll(() => ctx.close());

const CJK = /[\u3400-\u9fff]/;

describe('English menu titles (contract menu-titles.ts)', () => {
  it('every seeded menu row, buttons included, has an English title', async () => {
    const rows = await ctx.database.db.select({ id: sysMenu.menuId, name: sysMenu.menuName }).from(sysMenu);
    expect(rows.length).toBeGreaterThan(100);
    const missing = rows.filter((row) => !menuTitleEn(row.name)).map((row) => `${row.id} ${row.name}`);
    expect(
      missing,
      'name these buttons <page title><action>, or add them to packages/contract/src/menu-titles.ts',
    ).toEqual([]);
  });

  it('titles are English and every entry names a seeded menu (no stale entries)', () => {
    const seeded = new Set(menuRowsOf(MODULES).rows.map((row) => row.menuName));
    for (const [zh, en] of Object.entries(MENU_TITLES_EN)) {
      expect(seeded, `stale entry ${zh}`).toContain(zh);
      expect(en.trim(), zh).not.toBe('');
      expect(CJK.test(en), `${zh} → ${en}`).toBe(false);
    }
  });
});
