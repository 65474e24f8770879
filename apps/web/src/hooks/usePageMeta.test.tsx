import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle, useRobotsMeta } from './usePageMeta';

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

describe('usePageTitle', () => {
  it('names the page in the tab and puts the title back when it leaves', () => {
    document.title = 'Inside 9';
    const { rerender, unmount } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Book a Bay' },
    });
    expect(document.title).toBe('Book a Bay | Inside 9');
    rerender({ title: 'Leagues' });
    expect(document.title).toBe('Leagues | Inside 9');
    unmount();
    expect(document.title).toBe('Inside 9');
  });
});
