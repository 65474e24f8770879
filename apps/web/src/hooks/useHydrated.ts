import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a prerendered page (its server snapshot), true from the next render
 * on, and at once on a page drawn in the browser: React's documented way for a part to draw first
 * what the prerender drew. An island whose data may already be in the shared cache when it
 * hydrates (another island asked for it) draws the prerendered state, then the data, instead of
 * a different text that React would have to throw away (error #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
