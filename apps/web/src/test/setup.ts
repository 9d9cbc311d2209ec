import { afterEach, beforeAll, vi } from 'vitest';

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
