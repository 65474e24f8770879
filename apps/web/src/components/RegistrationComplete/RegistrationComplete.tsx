import type { TUser } from '@club/contract';
import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** Shown after a successful registration, in place of the tabs. */
export function RegistrationComplete({ user }: { user: TUser }) {
  return (
    <Stack align="center" ta="center" gap="md" py="xl" role="status">
      <ThemeIcon size={72} radius="xl" variant="light" color="pine">
        <IconCircleCheck size={40} aria-hidden />
      </ThemeIcon>
      <Title order={2}>Registration Complete!</Title>
      <Text maw={420}>
        Welcome to Inside 9, {user.firstName}. Your account is ready and you are signed in. We have
        sent a welcome message to <strong>{user.email}</strong>: please check your e-mail.
      </Text>
      <Group justify="center" mt="sm">
        <Button component={Link} to="/account">
          Go to My Account
        </Button>
        <Button component={Link} to="/" variant="default">
          Back to Home
        </Button>
      </Group>
    </Stack>
  );
}
