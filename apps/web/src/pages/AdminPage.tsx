import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PageShell } from '../components/PageShell/PageShell';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** Admin panel. The route guard already sends non-admins home; the page checks again. */
export default function AdminPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) {
    return (
      <Container size="sm" py={64}>
        <Alert color="red" variant="light" title="Access Denied" icon={<IconLock aria-hidden />}>
          You do not have permission to access this page.
        </Alert>
      </Container>
    );
  }
  return (
    <PageShell
      eyebrow="Administration"
      title="Admin Panel"
      description="Here administrators will manage bookings, members, bays, leagues and demo requests."
    />
  );
}
