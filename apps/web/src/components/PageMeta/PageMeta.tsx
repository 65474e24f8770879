import { SITE_NAME } from '../../hooks/usePageMeta';

export interface PageMetaProps {
  /** The page's own title; the club's name is appended ('Membership Plans | Inside 9'). */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

/**
 * A visitor page's title, meta description and Open Graph title and description: React puts them in
 * the document's head (and the prerender into each page's HTML) while the page is shown. Its twin in
 * each language (`hreflang` alternates) is not here: search engines want it with the site's full
 * address, which only the server knows, so the server names it in each page's `Link` header
 * (apps/api/src/http/web-static.ts) and the sitemap.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
    </>
  );
}
