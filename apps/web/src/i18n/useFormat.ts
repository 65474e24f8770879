import type { DisplayFormat } from '@club/domain';
import { displayFormat } from '@club/domain';
import { useLocale } from './useLocale';

/**
 * Dates, times and money in the screens' language, in the zone the caller passes (the club's):
 * `const format = useFormat(); format.timeRange(start, end, zone)`, `format.money(cents)`. English
 * reads exactly as the club's screens always did; Spanish goes through `Intl` for es-US.
 */
export function useFormat(): DisplayFormat {
  return displayFormat(useLocale().locale);
}
