import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The weekdays as the admin screens name them, Sunday (0) to Saturday (6): the domain's
 * WEEKDAY_NAMES in the catalogs, so each language says its own.
 */
export const WEEKDAY_MESSAGES: readonly MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

/** The name of a weekday (0 Sunday to 6 Saturday, wrapped like the domain's weekdayName). */
export function weekdayMessage(dayOfWeek: number): MessageDescriptor {
  return WEEKDAY_MESSAGES[((dayOfWeek % 7) + 7) % 7] ?? msg`Sunday`;
}
