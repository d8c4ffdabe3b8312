import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { takeFakeServerProblems } from './src/shared/testing/fake-problems.ts';

// findBy*/waitFor wait up to 5 s instead of 1 s: a lazily imported part (the message drawer, a dialog)
// is transformed on its first import, which takes longer than a second on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that antd uses.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A fake server that met an unknown route or a body the contract refuses fails the test.
  const problems = takeFakeServerProblems();
  if (problems.length > 0) throw new Error(`Fake server:\n${problems.join('\n')}`);
});
