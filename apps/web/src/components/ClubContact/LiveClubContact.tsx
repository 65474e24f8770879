import type { ReactNode } from 'react';
import type { ClubContact } from '../../hooks/useClubLocation';
import { useClubContact } from '../../hooks/useClubLocation';

/** `children` drawn with the club's details as Club Settings keeps them (the published ones first). */
export function LiveClubContact({ children }: { children: (contact: ClubContact) => ReactNode }) {
  return children(useClubContact());
}
