import { weekdayOfDate } from '@club/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n as sourceI18n } from '../../i18n/i18n';

/** A weekday's short name, Sunday first (the domain's weekday numbers). */
export const WEEKDAY_SHORT: readonly MessageDescriptor[] = [
  msg({ message: 'Sun', comment: 'Sunday, short' }),
  msg({ message: 'Mon', comment: 'Monday, short' }),
  msg({ message: 'Tue', comment: 'Tuesday, short' }),
  msg({ message: 'Wed', comment: 'Wednesday, short' }),
  msg({ message: 'Thu', comment: 'Thursday, short' }),
  msg({ message: 'Fri', comment: 'Friday, short' }),
  msg({ message: 'Sat', comment: 'Saturday, short' }),
];

const MONTHS: readonly MessageDescriptor[] = [
  msg({ message: 'Jan', comment: 'January, short' }),
  msg({ message: 'Feb', comment: 'February, short' }),
  msg({ message: 'Mar', comment: 'March, short' }),
  msg({ message: 'Apr', comment: 'April, short' }),
  msg({ message: 'May', comment: 'May, short' }),
  msg({ message: 'Jun', comment: 'June, short' }),
  msg({ message: 'Jul', comment: 'July, short' }),
  msg({ message: 'Aug', comment: 'August, short' }),
  msg({ message: 'Sep', comment: 'September, short' }),
  msg({ message: 'Oct', comment: 'October, short' }),
  msg({ message: 'Nov', comment: 'November, short' }),
  msg({ message: 'Dec', comment: 'December, short' }),
];

/**
 * The parts of a local day ('YYYY-MM-DD') for a day tile: 'Mon', '23', 'Nov'. English unless a
 * screen passes its language's Lingui instance.
 */
export function dayParts(
  date: string,
  i18n: I18n = sourceI18n,
): { weekday: string; day: string; month: string } {
  const [, month = '1', day = '1'] = date.split('-');
  const monthName = MONTHS[Number(month) - 1];
  const weekday = WEEKDAY_SHORT[weekdayOfDate(date)];
  return {
    weekday: weekday ? i18n._(weekday) : '',
    day: String(Number(day)),
    month: monthName ? i18n._(monthName) : '',
  };
}
