import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './usePageMeta';

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
