import type { BayRow, LocationRow } from '@club/db';
import type { TBay, TLocation } from '@club/contract';

/** A location as the screens read it; `cardPayments` is the server's (Stripe configured or not). */
export function toLocationDto(
  l: LocationRow,
  cardPayments: boolean,
  doorAccess = false,
): TLocation {
  return {
    id: l.id,
    name: l.name,
    address: l.address,
    city: l.city,
    state: l.state,
    zipCode: l.zipCode,
    timeZone: l.timeZone,
    phone: l.phone,
    email: l.email,
    membersOnly: l.membersOnly,
    guestFeeCents: l.guestFeeCents,
    waiverEnabled: l.waiverEnabled,
    cardPayments,
    noShowReleaseMinutes: l.noShowReleaseMinutes,
    doorAccess,
    doorDeviceId: doorAccess ? l.doorDeviceId : null,
  };
}

export function toBayDto(b: BayRow): TBay {
  return {
    id: b.id,
    name: b.name,
    type: b.type,
    locationId: b.locationId,
    features: b.features,
    isActive: b.isActive,
  };
}
