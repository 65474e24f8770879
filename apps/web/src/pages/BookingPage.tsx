import { useLingui } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { MemberPageHeader } from '../components/AccountPageHeader/MemberPageHeader';
import { BookingWizard } from '../components/BookingWizard/BookingWizard';
import {
  MembersOnlyAlert,
  useMembersOnlyRefusal,
} from '../components/MembersOnly/MembersOnlyAlert';
import { useClubLocations } from '../hooks/useClubLocation';

/** /booking: 'Book A Golf Simulator' at the San Antonio location (spec section 2). */
export default function BookingPage() {
  const { t } = useLingui();
  const { location } = useClubLocations();
  const refused = useMembersOnlyRefusal();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a city's name, until the club's location loads
  const city = location ? `${location.city}, ${location.state}` : 'San Antonio';
  const club = location?.name;
  const address = location?.address;
  return (
    <>
      <MemberPageHeader
        eyebrow={t`${city} · Open 24/7`}
        title={t`Book A Golf Simulator`}
        lead={
          location
            ? t`${club} · ${address}. Pick a day, a duration and a start time; we assign your bay.`
            : t`Pick a day, a duration and a start time; we assign your bay.`
        }
      />
      <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'xs', sm: 'md' }}>
        {refused ? <MembersOnlyAlert message={refused} /> : <BookingWizard />}
      </Container>
    </>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/BookingPage/en.po';
