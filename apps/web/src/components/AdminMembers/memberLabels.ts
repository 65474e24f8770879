import type { MembershipType, WaiverStanding } from '@club/domain';
import { LANGUAGE_TAG } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLocale, SOURCE_LOCALE } from '../../i18n/locales';

/** The domain's PLAN_NAMES in the catalog: how a tier reads on the admin's screens. */
export const PLAN_NAME: Record<MembershipType, MessageDescriptor> = {
  none: msg`No plan`,
  member: msg`Member`,
  starter: msg`Starter`,
  pro: msg`Pro`,
  elite: msg`Elite`,
};

/** The domain's WAIVER_STANDING_LABELS in the catalog. */
export const WAIVER_STANDING: Record<WaiverStanding, MessageDescriptor> = {
  current: msg`Waiver accepted`,
  older: msg`Older waiver`,
  never: msg`No waiver`,
};

/** The domain's planHoursText in the screen's language: '10.5 h left this month', 'Unlimited hours'. */
export function planHours(i18n: I18n, hours: number | null): string {
  if (hours === null) return i18n._(msg`Unlimited hours`);
  const tag = LANGUAGE_TAG[isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE];
  const left = hours.toLocaleString(tag);
  return i18n._(msg`${left} h left this month`);
}
