import { useEffect } from 'react';

export interface PageMeta {
  /** The page's own title; the club's name is appended ('Membership Plans | Inside 9'). */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

const SITE_NAME = 'Inside 9';

/** The tag `<meta name|property="key">`, created when index.html lacks it. */
function metaTag(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (found) return found;
  const tag = document.createElement('meta');
  tag.setAttribute(attribute, key);
  document.head.append(tag);
  return tag;
}

/**
 * Sets the document title, the meta description and the Open Graph title and description while
 * a page is shown, and puts back what was there before (index.html's defaults) when it leaves,
 * so a page without its own meta never shows another page's.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    const tags: [HTMLMetaElement, string][] = [
      [metaTag('name', 'description'), description],
      [metaTag('property', 'og:title'), fullTitle],
      [metaTag('property', 'og:description'), description],
      [metaTag('property', 'og:url'), window.location.href],
    ];
    const previousTitle = document.title;
    const previous = tags.map(([tag]) => tag.content);
    document.title = fullTitle;
    for (const [tag, content] of tags) tag.content = content;
    return () => {
      document.title = previousTitle;
      tags.forEach(([tag], i) => (tag.content = previous[i] ?? ''));
    };
  }, [title, description]);
}

/**
 * Sets the document title alone (member and admin pages: not for search results, so no
 * description) while a page is shown, and puts back the one before when it leaves.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${title} | ${SITE_NAME}`;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);
}

/** The visitor pages: crawlable, and listed in public/sitemap.xml (DECISIONS.md: public pages). */
export const INDEXABLE_PATHS: readonly string[] = [
  '/',
  '/memberships',
  '/join-membership',
  '/demo-booking',
  '/auth',
];

/**
 * `<meta name="robots" content="noindex">` on every page but the visitor pages (member and admin
 * pages, and unknown paths), removed again when a visitor page is shown.
 */
export function useRobotsMeta(pathname: string): void {
  const indexable = INDEXABLE_PATHS.includes(pathname);
  useEffect(() => {
    if (indexable) return;
    const tag = metaTag('name', 'robots');
    tag.content = 'noindex';
    return () => tag.remove();
  }, [indexable]);
}
