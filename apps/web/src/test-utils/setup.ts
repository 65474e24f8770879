// Mantine's documented Vitest setup (mantine.dev/guides/vitest): jsdom lacks matchMedia and
// ResizeObserver, which Mantine components need; jest-dom adds matchers about what a user sees.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The prerender's test runs in Node (no window): it needs none of this.
if (typeof window !== 'undefined') {
  // jsdom has no pseudo-element styles: drop the second argument.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  window.HTMLElement.prototype.scrollIntoView = () => undefined;

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class ResizeObserverShim implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverShim;
}

afterEach(() => cleanup());
