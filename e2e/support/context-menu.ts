import type { Locator, Page } from '@playwright/test';

/**
 * Opens a tab's context menu and picks one item. A context menu closes when the page scrolls
 * (as native ones do), and Playwright, when a first click attempt meets the menu still sliding
 * in, retries with forced scrolling; the item is inside the viewport where the menu opens, so
 * the click is made without scrolling.
 */
export async function chooseFromContextMenu(page: Page, target: Locator, itemTestId: string) {
  await target.click({ button: 'right' });
  await page.getByTestId(itemTestId).click({ scroll: 'none' });
}
