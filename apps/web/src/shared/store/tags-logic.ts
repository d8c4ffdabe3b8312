/** One visited page in the tag bar. */
export interface TagView {
  path: string;
  fullPath: string;
  title: string;
  /** UI text key of the title (shell routes), so the tab follows the language. */
  titleKey?: string;
  affix?: boolean;
  noCache?: boolean;
}

/** Adds a visited page, or updates its full path and title when already there. */
export function addView(views: readonly TagView[], view: TagView): TagView[] {
  const index = views.findIndex((item) => item.path === view.path);
  if (index === -1) return [...views, view];
  const current = views[index] as TagView;
  if (current.fullPath === view.fullPath && current.title === view.title) return views as TagView[];
  const next = [...views];
  next[index] = { ...current, fullPath: view.fullPath, title: view.title };
  return next;
}

/** Closes one tab; affixed tabs stay. */
export function closeView(views: readonly TagView[], path: string): TagView[] {
  return views.filter((view) => view.affix || view.path !== path);
}

/** Keeps affixed tabs and the given one. */
export function closeOthers(views: readonly TagView[], path: string): TagView[] {
  return views.filter((view) => view.affix || view.path === path);
}

/** Closes the non-affixed tabs left of the given one. */
export function closeLeft(views: readonly TagView[], path: string): TagView[] {
  const index = views.findIndex((view) => view.path === path);
  if (index === -1) return [...views];
  return views.filter((view, i) => i >= index || view.affix);
}

/** Closes the non-affixed tabs right of the given one. */
export function closeRight(views: readonly TagView[], path: string): TagView[] {
  const index = views.findIndex((view) => view.path === path);
  if (index === -1) return [...views];
  return views.filter((view, i) => i <= index || view.affix);
}

/** Keeps only affixed tabs. */
export function closeAll(views: readonly TagView[]): TagView[] {
  return views.filter((view) => view.affix);
}

/**
 * Where to go after closing tabs: nowhere (null) if the active tab is still open; otherwise
 * the last remaining tab, else the root.
 */
export function afterClose(remaining: readonly TagView[], activePath: string): string | null {
  if (remaining.some((view) => view.path === activePath)) return null;
  const last = remaining[remaining.length - 1];
  return last ? last.fullPath : '/';
}

/** Paths whose pages are kept alive: every visited page except those flagged noCache. */
export function cachedPaths(views: readonly TagView[]): string[] {
  return views.filter((view) => !view.noCache).map((view) => view.path);
}

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** Applies a context-menu action to the tab `target` while `activePath` is shown. */
export function applyTagAction(
  views: readonly TagView[],
  action: Exclude<TagAction, 'refresh'>,
  target: string,
  activePath: string,
): { views: TagView[]; navigateTo: string | null } {
  let next: TagView[];
  switch (action) {
    case 'close':
      next = closeView(views, target);
      break;
    case 'closeOthers':
      next = closeOthers(views, target);
      return { views: next, navigateTo: activePath === target ? null : targetPath(next, target) };
    case 'closeLeft':
      next = closeLeft(views, target);
      break;
    case 'closeRight':
      next = closeRight(views, target);
      break;
    case 'closeAll':
      next = closeAll(views);
      break;
  }
  return { views: next, navigateTo: afterClose(next, activePath) };
}

function targetPath(views: readonly TagView[], path: string): string | null {
  return views.find((view) => view.path === path)?.fullPath ?? null;
}

/** The full path the refresh action goes through. */
export const refreshPath = (fullPath: string) => `/redirect${fullPath}`;

/** Room kept between a tab scrolled into view and the edge of the bar. */
const SCROLL_MARGIN = 8;

type Span = Pick<DOMRect, 'left' | 'right'>;

/**
 * The bar's scrollLeft that shows `tab` (both in viewport coordinates) with a little room, moving as
 * little as possible; null when the tab shows already.
 */
export function scrollToShow(box: Span, tab: Span, scrollLeft: number): number | null {
  if (tab.left < box.left + SCROLL_MARGIN) return Math.max(0, scrollLeft - (box.left + SCROLL_MARGIN - tab.left));
  if (tab.right > box.right - SCROLL_MARGIN) return scrollLeft + (tab.right - (box.right - SCROLL_MARGIN));
  return null;
}

/** Does `tab` lie even partly outside `box`? */
export const outOfView = (box: Span, tab: Span) => tab.left < box.left - 1 || tab.right > box.right + 1;
