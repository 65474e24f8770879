import { PageShell } from '../components/PageShell/PageShell';
import { useCurrentUser } from '../hooks/useCurrentUser';

/** My Account: profile, bookings and leagues come in a later issue. */
export default function AccountPage() {
  const { user } = useCurrentUser();
  return (
    <PageShell
      eyebrow={user ? `${user.firstName} ${user.lastName}` : undefined}
      title="My Account"
      description="Here you will see your profile, your bookings and your league registrations."
    />
  );
}
