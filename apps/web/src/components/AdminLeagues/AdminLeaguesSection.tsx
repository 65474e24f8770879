import { Stack, Text, Title } from '@mantine/core';

/**
 * The admin panel's League Management section (spec section 2). The admin panel renders it under
 * its League Management card, with its own 'Back to Menu' button.
 */
export function AdminLeaguesSection() {
  return (
    <Stack gap="sm">
      <Title order={2}>League Management</Title>
      <Text c="dimmed">Leagues, their participants and scoreboards.</Text>
    </Stack>
  );
}
