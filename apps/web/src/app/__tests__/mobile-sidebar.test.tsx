import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApp } from '@/shared/store/app-store.ts';
import { useDevice } from '../layout/use-device.ts';

let goTo: (path: string) => void = () => {};

function Shell() {
  useDevice();
  const navigate = useNavigate();
  goTo = (path) => void navigate(path);
  return null;
}

function renderShell() {
  const router = createMemoryRouter(
    [
      { path: '/a', Component: Shell },
      { path: '/b', Component: Shell },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
}

const opened = () => useApp.getState().sidebarOpened;

function resizeWindowTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom lays nothing out: the body is 0 px wide, narrower than 992 px — a phone.
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
  useApp.setState({ sidebarOpened: false, device: 'desktop' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('side menu below 992 px', () => {
  it('stays open after the resize announced 300 ms after the toggle, until the user closes it', () => {
    renderShell();
    expect(useApp.getState().device).toBe('mobile');
    act(() => useApp.getState().toggleSidebar());
    expect(opened()).toBe(true);
    // The toggle announces a resize 300 ms later (charts re-measure): the window did not change.
    act(() => vi.advanceTimersByTime(1000));
    expect(opened()).toBe(true);
    act(() => useApp.getState().toggleSidebar());
    expect(opened()).toBe(false);
  });

  it('closes on a real resize of the window and on a route change', () => {
    renderShell();
    act(() => useApp.getState().toggleSidebar());
    act(() => vi.advanceTimersByTime(400));
    act(() => resizeWindowTo(400));
    expect(opened()).toBe(false);

    act(() => useApp.getState().toggleSidebar());
    act(() => vi.advanceTimersByTime(400));
    expect(opened()).toBe(true);
    act(() => goTo('/b'));
    expect(opened()).toBe(false);
  });
});
