import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { scrollToShow } from '@/shared/store/tags-logic.ts';
import { useTags } from '@/shared/store/tags-store.ts';
import { TagsView } from '../layout/tags-view/tags-view.tsx';

/**
 * jsdom lays nothing out: the bar is given a layout here — the strip 300 px wide, every tab 100 px
 * wide side by side, moved left by the strip's scrollLeft.
 */
const STRIP = 300;
const TAB = 100;
const scrolled = new WeakMap<Element, number>();
const originals = {
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
  scrollWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth'),
  scrollLeft: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollLeft'),
};
const isStrip = (el: Element) => el.getAttribute('role') === 'tablist';
const tabsOf = (strip: Element) => Array.from(strip.querySelectorAll('[role="tab"]'));

function layOut() {
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      return isStrip(this) ? STRIP : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollWidth', {
    configurable: true,
    get(this: Element) {
      return isStrip(this) ? tabsOf(this).length * TAB : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollLeft', {
    configurable: true,
    get(this: Element) {
      return scrolled.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrolled.set(this, Math.max(0, Math.min(value, this.scrollWidth - this.clientWidth)));
    },
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const strip = this.closest('[role="tablist"]');
    let left = 0;
    let width = 0;
    if (strip && isStrip(this)) width = STRIP;
    else if (strip && this.getAttribute('role') === 'tab') {
      left = tabsOf(strip).indexOf(this) * TAB - strip.scrollLeft;
      width = TAB;
    }
    return { left, right: left + width, width, top: 0, bottom: 26, height: 26, x: left, y: 0 } as DOMRect;
  });
}

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const PATHS = Array.from({ length: 9 }, (_, i) => `/page${i + 1}`);

function renderAt(path: string, paths = PATHS) {
  useTags.setState({
    visitedViews: [
      { path: '/index', fullPath: '/index', title: '', titleKey: 'route.index', affix: true },
      ...paths.map((p) => ({ path: p, fullPath: p, title: `页面${p.slice(5)}` })),
    ],
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <TagsView />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const strip = () => screen.getByTestId('tags-view');
const where = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  setLang('zh');
  useSession.setState({ sidebarRouters: [] });
  layOut();
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const [name, descriptor] of Object.entries(originals)) {
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
    else Reflect.deleteProperty(Element.prototype, name);
  }
});

describe('scrollToShow', () => {
  const box = { left: 0, right: 300 };
  it('scrolls just enough to show a tab left or right of the view, and not at all when it shows', () => {
    expect(scrollToShow(box, { left: 100, right: 200 }, 50)).toBeNull();
    expect(scrollToShow(box, { left: 350, right: 450 }, 0)).toBe(158);
    expect(scrollToShow(box, { left: -120, right: -20 }, 500)).toBe(372);
    expect(scrollToShow(box, { left: -120, right: -20 }, 100)).toBe(0);
  });
});

describe('tab bar with more tabs than fit', () => {
  it('scrolls the active tab into view', async () => {
    renderAt('/page9');
    // 10 tabs of 100 px in 300 px: the last one is shown, at the right end.
    const active = within(strip()).getByTestId('tag-/page9');
    expect(active.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(strip().scrollLeft).toBeGreaterThanOrEqual(700));
    const rect = active.getBoundingClientRect();
    expect(rect.left).toBeGreaterThanOrEqual(0);
    expect(rect.right).toBeLessThanOrEqual(STRIP);
  });

  it('offers the tabs out of view in a menu, and scrolls to the one chosen', async () => {
    renderAt('/page9');
    await waitFor(() => expect(strip().scrollLeft).toBeGreaterThanOrEqual(700));
    await userEvent.click(screen.getByTestId('tags-more'));
    const menu = await screen.findByTestId('tags-more-menu');
    // The tabs left of the view are offered; the ones shown are not.
    expect(within(menu).getByTestId('tags-more-/index')).toBeTruthy();
    expect(within(menu).getByTestId('tags-more-/page2').textContent).toBe('页面2');
    expect(within(menu).queryByTestId('tags-more-/page9')).toBeNull();

    await userEvent.click(within(menu).getByTestId('tags-more-/page2'));
    await waitFor(() => expect(where()).toBe('/page2'));
    // /page2 is the third tab (200–300 px): the strip scrolls back to show it.
    await waitFor(() => expect(strip().scrollLeft).toBeLessThanOrEqual(200));
    const rect = within(strip()).getByTestId('tag-/page2').getBoundingClientRect();
    expect(rect.left).toBeGreaterThanOrEqual(0);
    expect(rect.right).toBeLessThanOrEqual(STRIP);
  });

  it('turns the mouse wheel into a sideways scroll', () => {
    renderAt('/index');
    act(() => fireEvent.wheel(strip(), { deltaY: 120 }));
    expect(strip().scrollLeft).toBe(120);
  });

  it('shows no menu while every tab fits', () => {
    renderAt('/page1', ['/page1']);
    expect(screen.queryByTestId('tags-more')).toBeNull();
  });
});
