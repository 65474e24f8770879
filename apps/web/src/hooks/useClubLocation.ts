import type { TLocation } from '@club/contract';
import { DEFAULT_TIME_ZONE } from '@club/domain';
import { CLUB_CONTACT } from '@club/domain/static-data';
import { useCallback } from 'react';
import { trpc } from '../lib/trpc';
import { useHydrated } from './useHydrated';

export interface ClubLocations {
  /** The club's (first) location: San Antonio. Undefined while loading. */
  location: TLocation | undefined;
  /** The IANA zone every booking time of a location is shown in. */
  zoneOf: (locationId: number | null | undefined) => string;
}

/** The club's locations and their time zones (never the browser's zone). */
export function useClubLocations(): ClubLocations {
  const { data } = trpc.locations.list.useQuery();
  const zoneOf = useCallback(
    (locationId: number | null | undefined) =>
      data?.find((l) => l.id === locationId)?.timeZone ?? data?.[0]?.timeZone ?? DEFAULT_TIME_ZONE,
    [data],
  );
  return { location: data?.[0], zoneOf };
}

export interface ClubContact {
  name: string;
  phone: string;
  phoneHref: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/** 'tel:' and the digits, with the US country code when the number has ten. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
}

/**
 * How to reach the club: its location's details as the admin keeps them in Club Settings, or the
 * published ones until they load (the prerendered pages are drawn with those).
 */
export function useClubContact(): ClubContact {
  const { location } = useClubLocations();
  // The prerendered page has the published details: it hydrates with them, then the kept ones.
  const hydrated = useHydrated();
  if (!hydrated || !location?.phone) return CLUB_CONTACT;
  return {
    name: CLUB_CONTACT.name,
    phone: location.phone,
    phoneHref: telHref(location.phone),
    email: location.email,
    street: location.address,
    city: location.city,
    state: location.state,
    zipCode: location.zipCode,
  };
}
