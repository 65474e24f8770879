import { useLocation } from 'react-router-dom';
import { SITE_NAME } from '../../hooks/usePageMeta';
import { LANGUAGE_TAG, LOCALES, pathIn, SOURCE_LOCALE } from '../../i18n/locales';

export interface PageMetaProps {
  /** The page's own title; the club's name is appended ('Membership Plans | Inside 9'). */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
}

/**
 * A visitor page's title, meta description and Open Graph title and description, and its twin in
 * each language (`hreflang` alternates; English is the default): React puts them in the document's
 * head (and the prerender into each page's HTML) while the page is shown. The sitemap lists the
 * same alternates with the site's full address.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const { pathname } = useLocation();
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={LANGUAGE_TAG[locale]}
          href={pathIn(locale, pathname)}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={pathIn(SOURCE_LOCALE, pathname)} />
    </>
  );
}
