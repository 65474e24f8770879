// Mantine's documented Vitest setup (mantine.dev/guides/vitest): jsdom lacks matchMedia and
// ResizeObserver, which Mantine components need; jest-dom adds matchers about what a user sees.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
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

// A worker's first screens render while Vite still transforms what they import (the toast area on
// the first toast, a lazy panel): on a busy two-core machine over findBy's default second.
configure({ asyncUtilTimeout: 5000 });

// Toasts live in a store outside React: none may leak into the next test. Here, not in a module a
// test imports: the files share their modules (vitest.config.ts, isolate: false), and a module's
// hook would be registered in the first file that imported it only.
afterEach(() => {
  cleanup();
  notifications.clean();
});
