import { Alert, Container, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { AdminLeaguesSection } from '../components/AdminLeagues/AdminLeaguesSection';
import { MemberPageHeader } from '../components/AccountPageHeader/MemberPageHeader';
import { AdminBays } from '../components/AdminBays/AdminBays';
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
import { useCurrentUser } from '../hooks/useCurrentUser';

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
  }
}

/** /admin: the Today dashboard and the menu; each card opens its section (?section=) with 'Back to Menu'. */
export default function AdminPage() {
  const { isAdmin } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(params.get('section'));
  if (!isAdmin) {
    return (
      <Container size="sm" py={64}>
        <Alert color="red" variant="light" title="Access Denied" icon={<IconLock aria-hidden />}>
          You do not have permission to access this page.
        </Alert>
      </Container>
    );
  }
  const info = ADMIN_SECTIONS.find((s) => s.id === section);
  return (
    <>
      <MemberPageHeader
        eyebrow="Administration"
        title="Admin Panel"
        documentTitle={info ? `${info.title} | Admin Panel` : 'Admin Panel'}
        lead="Run the club's day: bookings, members, bays, leagues and demo requests."
      />
      <Container size="xl" py={{ base: 'lg', md: 40 }} px={{ base: 'xs', sm: 'md' }}>
        {info ? (
          <AdminSection
            title={info.title}
            onBack={() => setParams({})}
            showTitle={info.id !== 'leagues'}
          >
            <SectionContent id={info.id} />
          </AdminSection>
        ) : (
          <Stack gap="xl">
            <AdminDashboard />
            <AdminMenu onOpen={(id) => setParams({ section: id })} />
          </Stack>
        )}
      </Container>
    </>
  );
}
