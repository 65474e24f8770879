import type { DisplayFormat } from '@club/domain';
import { displayFormat } from '@club/domain';
import { useLingui } from '@lingui/react';
import { isLocale, SOURCE_LOCALE } from './locales';

/**
 * Dates, times and money in the screens' language, in the zone the caller passes (the club's):
 * `const format = useFormat(); format.timeRange(start, end, zone)`, `format.money(cents)`. English
 * reads exactly as the club's screens always did; Spanish goes through `Intl` for es-US.
 * The language is the Lingui instance's (not useLocale, whose import of i18n.ts would make the
 * layout's i18n code a chunk of its own on every page once a lazy screen formats a date).
 */
export function useFormat(): DisplayFormat {
  const { locale } = useLingui().i18n;
  return displayFormat(isLocale(locale) ? locale : SOURCE_LOCALE);
}
