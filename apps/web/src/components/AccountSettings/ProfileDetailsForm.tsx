import type { TUser } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface DetailsValues {
  firstName: string;
  lastName: string;
  phone: string;
}

// The contract's rules load with the first check, not with the page.
const validate = async (values: DetailsValues) =>
  schemaResolver((await import('@club/contract')).ZProfileInput)(values);

/** First name, last name and phone: `account.updateProfile` (PUT /api/user/profile). */
export function ProfileDetailsForm({ user }: { user: TUser }) {
  const utils = trpc.useUtils();
  const { t } = useLingui();
  const form = useForm<DetailsValues>({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
    validate,
  });
  const save = trpc.account.updateProfile.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      form.resetDirty({
        firstName: updated.firstName,
        lastName: updated.lastName,
        phone: updated.phone ?? '',
      });
      toast({ title: t`Profile updated`, description: t`Your profile has been updated.` });
    },
    onError: (error) => {
      const { message, fieldErrors } = readApiError(error);
      form.setErrors(fieldErrors);
      toast({ title: t`Profile not saved`, description: message, variant: 'destructive' });
    },
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-details-title">
      <Title order={3} size="h4" id="profile-details-title">
        <Trans>Your details</Trans>
      </Title>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t`First Name`}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t`Last Name`}
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t`Phone`}
            description={t`Optional`}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save Profile</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** Session reminders on or off, saved as soon as the switch moves. */
export function ReminderSwitch({ user }: { user: TUser }) {
  const utils = trpc.useUtils();
  const { t } = useLingui();
  const settings = trpc.account.settings.useQuery();
  const save = trpc.account.updateProfile.useMutation({
    onSuccess: (_user, input) => {
      utils.account.settings.setData(undefined, {
        bookingReminders: input.bookingReminders ?? true,
      });
      toast({
        title: input.bookingReminders ? t`Reminders on` : t`Reminders off`,
        description: input.bookingReminders
          ? t`We will e-mail you 24 hours before each session, lesson and league night.`
          : t`We will no longer e-mail you before your sessions, lessons and league nights.`,
      });
    },
    onError: (error) =>
      toast({
        title: t`Setting not saved`,
        description: readApiError(error).message,
        variant: 'destructive',
      }),
  });
  return (
    <Stack gap={4} component="section" aria-labelledby="reminders-title">
      <Title order={3} size="h4" id="reminders-title">
        <Trans>E-mail reminders</Trans>
      </Title>
      <Switch
        label={t`E-mail me a reminder 24 hours before each session, lesson and league night`}
        checked={settings.data?.bookingReminders ?? true}
        disabled={!settings.data || save.isPending}
        onChange={(event) =>
          save.mutate({
            firstName: user.firstName,
            lastName: user.lastName,
            phone: user.phone,
            bookingReminders: event.currentTarget.checked,
          })
        }
      />
      <Text size="sm" c="dimmed">
        <Trans>Booking, cancellation and waitlist e-mails are always sent.</Trans>
      </Text>
    </Stack>
  );
}
