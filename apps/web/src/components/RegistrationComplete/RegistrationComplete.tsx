import type { TUser } from '@club/contract';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** Shown after a successful registration, in place of the tabs. */
export function RegistrationComplete({ user }: { user: TUser }) {
  const firstName = user.firstName;
  const email = user.email;
  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="status">
      <ThemeIcon size={72} radius="xl" variant="light" color="pine">
        <IconCircleCheck size={40} aria-hidden />
      </ThemeIcon>
      <Title order={2}>
        <Trans>Registration Complete!</Trans>
      </Title>
      <Text maw={420}>
        <Trans>
          Welcome to Inside 9, {firstName}. Your account is ready and you are signed in. We have
          sent a welcome message to <strong>{email}</strong>: please check your e-mail.
        </Trans>
      </Text>
      <Group justify="center" mt="sm">
        <Button component={Link} to="/account">
          <Trans>Go to My Account</Trans>
        </Button>
        <Button component={Link} to="/" variant="default">
          <Trans>Back to Home</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
