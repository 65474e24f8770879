import type { TBookingGuest, TGuestCharge } from '@club/contract';
import { displayFormat } from '@club/domain';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { i18n as english } from '../../i18n/i18n';
import { isLocale } from '../../i18n/locales';

// A guest's charge and waiver in the screens' language. Each function takes the Lingui instance
// of the screen (useGuestDisplay() hands them over bound to it); without one it speaks English,
// exactly as before.

const money = (i18n: I18n, cents: number) =>
  displayFormat(isLocale(i18n.locale) ? i18n.locale : 'en').money(cents);

/** What a guest on a booking costs, in words: 'Guest pass' or 'Guest fee $20'. */
export function guestChargeLabel(
  guest: Pick<TBookingGuest, 'usesPass' | 'feeCents'>,
  i18n: I18n = english,
): string {
  if (guest.usesPass) return i18n._(msg`Guest pass`);
  const fee = money(i18n, guest.feeCents);
  return i18n._(msg`Guest fee ${fee}`);
}

/** A guest's waiver as the booking's details show it while the club's waiver is on; else null. */
export function guestWaiverLabel(
  guest: Pick<TBookingGuest, 'waiverAccepted'>,
  i18n: I18n = english,
): string | null {
  if (guest.waiverAccepted === undefined) return null;
  return guest.waiverAccepted ? i18n._(msg`Waiver accepted`) : i18n._(msg`Waiver not accepted`);
}

/** A guest on a booking in one line: 'Guest pass · Waiver accepted'. */
export function guestStatusLine(
  guest: Pick<TBookingGuest, 'usesPass' | 'feeCents' | 'waiverAccepted'>,
  i18n: I18n = english,
): string {
  return [guestChargeLabel(guest, i18n), guestWaiverLabel(guest, i18n)].filter(Boolean).join(' · ');
}

/**
 * What the next guest would cost (availability's guestCharges), in the screens' language: the
 * fee from its amount, a pass with its numbers (an answer without them is shown as sent).
 */
export function guestChargeText(charge: TGuestCharge, i18n: I18n = english): string {
  if (charge.kind === 'fee') {
    const fee = money(i18n, charge.priceCents);
    return i18n._(msg`Guest fee ${fee}`);
  }
  const { passNumber, passesLeft } = charge;
  if (passNumber === undefined || passesLeft === undefined) return charge.text;
  return i18n._(msg`Guest pass (${passNumber} of ${passesLeft} left this month)`);
}

/** The functions above, in the language of the screen that calls it. */
export function useGuestDisplay() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      guestChargeLabel: (guest: Pick<TBookingGuest, 'usesPass' | 'feeCents'>) =>
        guestChargeLabel(guest, i18n),
      guestWaiverLabel: (guest: Pick<TBookingGuest, 'waiverAccepted'>) =>
        guestWaiverLabel(guest, i18n),
      guestStatusLine: (guest: Pick<TBookingGuest, 'usesPass' | 'feeCents' | 'waiverAccepted'>) =>
        guestStatusLine(guest, i18n),
      guestChargeText: (charge: TGuestCharge) => guestChargeText(charge, i18n),
    }),
    [i18n],
  );
}
