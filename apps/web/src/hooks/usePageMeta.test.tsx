import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRobotsMeta } from './usePageMeta';

function robots(): string | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null;
}

describe('useRobotsMeta', () => {
  it.each(['/booking', '/leagues', '/account', '/admin', '/no-such-page'])(
    '%s is kept out of search results',
    (path) => {
      const { unmount } = renderHook(() => useRobotsMeta(path));
      expect(robots()).toBe('noindex');
      unmount();
      expect(robots()).toBeNull();
    },
  );

  it.each(['/', '/memberships', '/join-membership', '/demo-booking', '/auth'])(
    'the visitor page %s stays indexable',
    (path) => {
      renderHook(() => useRobotsMeta(path));
      expect(robots()).toBeNull();
    },
  );

  it('lifts noindex when a member page gives way to a visitor page', () => {
    const { rerender } = renderHook(({ path }) => useRobotsMeta(path), {
      initialProps: { path: '/account' },
    });
    expect(robots()).toBe('noindex');
    rerender({ path: '/' });
    expect(robots()).toBeNull();
  });
});
