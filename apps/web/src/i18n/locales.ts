/** The languages the club speaks: English (the source of every message) and Spanish. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en';

/** The visitor's choice, remembered for a year (members' choice will live on the account). */
export const LOCALE_COOKIE = 'club_lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** BCP 47 tags for `<html lang>`, `Intl` and the date pickers: the club's US English and Spanish. */
// From its own module: the entry then carries the tags alone, not the domain's display formats.
export { LANGUAGE_TAG } from '@club/domain/language-tag';

/** Each language's name in itself, as a switch offers it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each name in its own language, never translated
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Where each language's pages live: English at the site's root, Spanish under /es (`/es/`,
 * `/es/memberships`, ...). A page's language is its address's: the router's basename, the
 * prerendered copy the server sends, the hreflang alternates (the server's `Link` header). The server sends a visitor who chose
 * Spanish (the club_lang cookie, else on a first visit Accept-Language) from `/x` to `/es/x`.
 */
export const LOCALE_BASE: Record<Locale, string> = { en: '', es: '/es' };

/** The language of the page at `pathname`: Spanish under /es, else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/es(?:\/|$)/i.test(pathname) ? 'es' : SOURCE_LOCALE;
}

/** The same page in `locale`: '/es/memberships' and 'en' → '/memberships'; '/' and 'es' → '/es/'. */
export function pathIn(locale: Locale, pathname: string): string {
  const own = localeOfPath(pathname) === 'es' ? pathname.replace(/^\/es/i, '') : pathname;
  const path = own.startsWith('/') ? own : `/${own}`;
  return `${LOCALE_BASE[locale]}${path}`;
}

/** The `document.cookie` assignment that remembers a choice on every page of the site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
