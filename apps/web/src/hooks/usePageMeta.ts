import { useEffect } from 'react';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the club's name, the same in both languages
export const SITE_NAME = 'Inside 9';

/**
 * The document title while a member or admin page is shown (not for search results, so no
 * description): its own `<title>` first in the head, removed when the page leaves, so the
 * title before it (or a visitor page's, components/PageMeta) shows again untouched.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const tag = document.createElement('title');
    tag.textContent = `${title} | ${SITE_NAME}`;
    document.head.insertBefore(tag, document.head.querySelector('title'));
    return () => tag.remove();
  }, [title]);
}
