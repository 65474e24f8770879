import type { TMemberPlan } from '@club/contract';
import { LANGUAGE_TAG } from '@club/domain';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n as english } from '../../i18n/i18n';
import { isLocale } from '../../i18n/locales';

function day(iso: string, zone: string, withYear: boolean, i18n: I18n): string {
  const tag = LANGUAGE_TAG[isLocale(i18n.locale) ? i18n.locale : 'en'];
  return new Intl.DateTimeFormat(tag, {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: zone,
  }).format(new Date(iso));
}

/**
 * What a plan paid by card says next to it, in the club's zone and the screen's language (`i18n`,
 * English without it): "Renews Dec 28, 2026", "Ends Dec 28, 2026" (cancelled at the period's end),
 * "Payment failed: please update your card by Dec 5"; null when Stripe does not manage the plan
 * (or it has ended).
 */
export function planStateLine(
  plan: TMemberPlan,
  zone: string,
  i18n: I18n = english,
): string | null {
  if (plan.status === 'past_due' && plan.graceEndsAt) {
    const by = day(plan.graceEndsAt, zone, false, i18n);
    return i18n._(msg`Payment failed: please update your card by ${by}`);
  }
  if (plan.status !== 'active' || !plan.paidThrough) return null;
  const date = day(plan.paidThrough, zone, true, i18n);
  return plan.cancelAtPeriodEnd ? i18n._(msg`Ends ${date}`) : i18n._(msg`Renews ${date}`);
}
