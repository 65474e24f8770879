import type { TLocation } from '@club/contract';
import { DEFAULT_TIME_ZONE } from '@club/domain';
import { useCallback } from 'react';
import { trpc } from '../lib/trpc';

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
