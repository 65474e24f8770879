import { useLingui } from '@lingui/react/macro';
import { Container, Stack } from '@mantine/core';
import { MemberPageHeader } from '../components/AccountPageHeader/MemberPageHeader';
import { LeagueBrowser } from '../components/LeagueBrowser/LeagueBrowser';
import {
  MembersOnlyAlert,
  useMembersOnlyRefusal,
} from '../components/MembersOnly/MembersOnlyAlert';

/** /leagues: 'Inside 9 Leagues' — active, upcoming and the member's own leagues (spec section 2). */
export default function LeaguesPage() {
  const { t } = useLingui();
  const refused = useMembersOnlyRefusal();
  return (
    <>
      <MemberPageHeader
        eyebrow={t`Compete`}
        title={t`Inside 9 Leagues`}
        documentTitle={t`Leagues`}
        lead={t`Weekly league nights on the simulators: pick a league, register, and follow the standings.`}
      />
      <Container size="lg" py={{ base: 'lg', md: 40 }} px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          {refused && <MembersOnlyAlert message={refused} />}
          <LeagueBrowser />
        </Stack>
      </Container>
    </>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/LeaguesPage/en.po';
