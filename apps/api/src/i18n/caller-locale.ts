import type { Locale } from '@club/domain';
import { isLocale } from './i18n';

/** The cookie the web app keeps a visitor's choice in (apps/web/src/i18n/locales.ts). */
export const LOCALE_COOKIE = 'club_lang';

/**
 * The first language of an `Accept-Language` header the club speaks, by quality ('es-MX,es;q=0.9'
 * → es; 'fr, es;q=0.5' → es), or undefined when it names none of them.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.base).find(isLocale);
}

/** What a request says about its language: the `club_lang` cookie and the Accept-Language header. */
export interface LocaleHints {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * The caller's language (DECISIONS.md, English and Spanish): a signed-in member's stored choice,
 * else the visitor's `club_lang` cookie, else the browser's Accept-Language, else English.
 */
export function callerLocale(userLocale: Locale | undefined, hints: LocaleHints): Locale {
  if (userLocale) return userLocale;
  if (isLocale(hints.cookie)) return hints.cookie;
  return localeFromAcceptLanguage(hints.acceptLanguage) ?? 'en';
}

/** The hints of a Fastify request (its parsed cookies and its header). */
export function localeHintsOf(req: {
  cookies?: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
}): LocaleHints {
  const header = req.headers['accept-language'];
  return {
    cookie: req.cookies?.[LOCALE_COOKIE],
    acceptLanguage: Array.isArray(header) ? header.join(',') : header,
  };
}
