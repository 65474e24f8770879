import { setupI18n, type I18n } from '@lingui/core';
import { LOCALES, type Locale } from '@club/domain';
import { messages as en } from '../locales/en/messages';
import { messages as es } from '../locales/es/messages';

export { LOCALES, type Locale };

export { LANGUAGE_TAG } from '@club/domain';

/**
 * One Lingui instance per language, each with its compiled catalog (`lingui compile`): a request
 * or a mail picks the one it speaks, so no global `activate` is ever shared between callers.
 */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  es: setupI18n({ locale: 'es', messages: { es } }),
};

export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

/** True for 'en' and 'es'. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A product text in `locale`. Its id is the English text itself (marked for extraction where it is
 * written, with a leading i18n comment); English answers it exactly as written, Spanish from the
 * catalog, falling back to the English when a text has no entry (a check in CI keeps that from
 * happening for any text the extractor sees).
 */
export function translate(
  locale: Locale,
  english: string,
  values?: Record<string, unknown>,
): string {
  if (locale === 'en' && values === undefined) return english;
  return instances[locale]._(english, values);
}
