import { CLUB_CONTACT } from '@club/domain/static-data';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import type { ClubContact } from '../../hooks/useClubLocation';
import { lazyWithData } from '../../lib/lazyWithData';

// The admin's details come from the API: an island, its code (and the data layer's) after the page's.
const LiveClubContact = lazyWithData(() =>
  import('./LiveClubContact').then((m) => m.LiveClubContact),
);

interface ClubContactDetailsProps {
  /** How the details are drawn; a function made once (a new one each render would redraw the part). */
  children: (contact: ClubContact) => ReactNode;
}

/**
 * The club's phone, e-mail and address drawn by `children`: the published details in the
 * prerendered page and until the island loads, then as the admin keeps them in Club Settings.
 */
export function ClubContactDetails({ children }: ClubContactDetailsProps) {
  return (
    <Suspense fallback={children(CLUB_CONTACT)}>
      <LiveClubContact>{children}</LiveClubContact>
    </Suspense>
  );
}
