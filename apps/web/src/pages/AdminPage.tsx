import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Container, Loader, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { AdminLeaguesSection } from '../components/AdminLeagues/AdminLeaguesSection';
import { MemberPageHeader } from '../components/AccountPageHeader/MemberPageHeader';
import { AdminBays } from '../components/AdminBays/AdminBays';
import { AdminCoaches } from '../components/AdminCoaches/AdminCoaches';
import { AdminDashboard } from '../components/AdminDashboard/AdminDashboard';
import { AdminDemoRequests } from '../components/AdminDemoRequests/AdminDemoRequests';
import { AdminMembers } from '../components/AdminMembers/AdminMembers';
import { AdminMenu } from '../components/AdminMenu/AdminMenu';
import { AdminSection } from '../components/AdminMenu/AdminSection';
import {
  ADMIN_SECTIONS,
  sectionFrom,
  type AdminSectionId,
} from '../components/AdminMenu/adminSections';
import { AdminSchedule } from '../components/AdminSchedule/AdminSchedule';
import { ClubSetupForm } from '../components/ClubSetup/ClubSetupForm';
import { useClubLocations } from '../hooks/useClubLocation';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { trpc } from '../lib/trpc';

/** Club Settings: the club's details, prefilled from its location. */
function ClubSettings() {
  const { location } = useClubLocations();
  return location ? <ClubSetupForm key={location.id} location={location} /> : <Loader />;
}

function SectionContent({ id }: { id: AdminSectionId }) {
  switch (id) {
    case 'schedule':
      return <AdminSchedule />;
    case 'members':
      return <AdminMembers />;
    case 'bays':
      return <AdminBays />;
    case 'leagues':
      return <AdminLeaguesSection />;
    case 'demo':
      return <AdminDemoRequests />;
    case 'club':
      return <ClubSettings />;
    case 'coaches':
      return <AdminCoaches />;
  }
}

/** /admin: the menu and the Today dashboard; each card opens its section (?section=) with 'Back to Menu'. */
export default function AdminPage() {
  const { t } = useLingui();
  const { isAdmin } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(params.get('section'));
  // first run: a club without a location is set up before anything else (DECISIONS.md)
  const locations = trpc.locations.list.useQuery(undefined, { enabled: isAdmin });
  if (!isAdmin) {
    return (
      <Container size="sm" py={64}>
        <Alert color="red" variant="light" title={t`Access Denied`} icon={<IconLock aria-hidden />}>
          <Trans>You do not have permission to access this page.</Trans>
        </Alert>
      </Container>
    );
  }
  const needsSetup = locations.data?.length === 0;
  const info = needsSetup ? undefined : ADMIN_SECTIONS.find((s) => s.id === section);
  const sectionTitle = info ? t(info.title) : '';
  return (
    <>
      <MemberPageHeader
        eyebrow={t`Administration`}
        title={t`Admin Panel`}
        documentTitle={info ? t`${sectionTitle} | Admin Panel` : t`Admin Panel`}
        lead={t`Run the club's day: bookings, members, bays, leagues, demo requests and the club's settings.`}
      />
      <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'xs', sm: 'md' }}>
        {!locations.data && !locations.isError ? (
          <Center py="xl">
            <Loader aria-label={t`Loading the admin panel`} />
          </Center>
        ) : needsSetup ? (
          <ClubSetupForm />
        ) : info ? (
          <AdminSection
            title={sectionTitle}
            onBack={() => setParams({})}
            showTitle={info.id !== 'leagues'}
          >
            <SectionContent id={info.id} />
          </AdminSection>
        ) : (
          // The menu first: the dashboard grows when its figures arrive, and nothing under it
          // should move while an admin reaches for a section.
          <Stack gap="xl">
            <AdminMenu onOpen={(id) => setParams({ section: id })} />
            <AdminDashboard />
          </Stack>
        )}
      </Container>
    </>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/AdminPage/en.po';
