import { Divider, Stack } from '@mantine/core';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ProfileDetailsForm, ReminderSwitch } from './ProfileDetailsForm';

/** My Account, Profile: everything about the account the member keeps themselves. */
export function ProfileTab() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      {/* keyed by the saved values: a confirmed change starts the form from them */}
      <ProfileDetailsForm
        key={`${user.firstName}|${user.lastName}|${user.phone ?? ''}`}
        user={user}
      />
      <Divider />
      <ReminderSwitch user={user} />
      <Divider />
      <ChangePasswordForm />
      <Divider />
      <ChangeEmailForm user={user} />
      <Divider />
      <DeleteAccountSection />
    </Stack>
  );
}
