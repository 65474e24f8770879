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
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The `club_lang` cookie's language in a `document.cookie` string, if it names one. */
export function localeFromCookie(cookie: string): Locale | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The first of the browser's languages the club speaks ('es-MX' → 'es'); English otherwise. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

/** The visitor's language: the cookie once chosen, else the browser's (the first visit). */
export function preferredLocale(cookie: string, languages: readonly string[]): Locale {
  return localeFromCookie(cookie) ?? localeFromLanguages(languages);
}

/** The `document.cookie` assignment that remembers a choice on every page of the site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
