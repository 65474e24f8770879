import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { activateLocale, rememberLocale } from './i18n';
import type { Locale } from './locales';
import { isLocale, SOURCE_LOCALE } from './locales';

export interface LocaleState {
  locale: Locale;
  /** Shows every message in `locale` and remembers it for the next visits. */
  setLocale: (locale: Locale) => Promise<void>;
}

/** The language the screens are in, and the way to change it. */
export function useLocale(): LocaleState {
  const { i18n } = useLingui();
  const setLocale = useCallback(async (locale: Locale) => {
    await activateLocale(locale);
    rememberLocale(locale);
  }, []);
  return { locale: isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE, setLocale };
}
