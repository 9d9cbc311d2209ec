import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Test files may choose the node environment (// @vitest-environment node): no DOM to set up.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // STACK-NOTES "Front end": Mantine under jsdom needs matchMedia and ResizeObserver.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
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
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
}

beforeAll(async () => {
  if (!hasDom) return;
  const { initI18n } = await import('../lib/i18n');
  await initI18n('en_GB');
});

afterEach(async () => {
  if (!hasDom) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  window.localStorage.clear();
});

/*
 * Preact runs effects after the paint (decision 038): a frame, or 35 ms by a timer that then
 * calls cancelAnimationFrame. A timer still pending when a file's last test ends would fire
 * after jsdom is gone and throw there (CI saw it once, after resiliency-page.test.tsx). Each
 * file waits past that timer before its DOM is torn down.
 */
afterAll(async () => {
  if (!hasDom) return;
  await new Promise((resolve) => setTimeout(resolve, 100));
});
