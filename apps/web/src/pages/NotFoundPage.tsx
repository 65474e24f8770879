import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGolf } from '@tabler/icons-react';
import { Link } from '../lib/router';
import { usePageMeta } from '../hooks/usePageMeta';

export default function NotFoundPage() {
  usePageMeta({
    title: 'Page Not Found',
    description: 'This page does not exist at Inside 9. Head back to the home page.',
  });
  return (
    <Center mih="60vh" px="md" py={48}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gold.7">
          <IconGolf size={38} aria-hidden />
        </ThemeIcon>
        <Text fw={700} tt="uppercase" lts="0.2em" size="xs" c="gold.8">
          Out of bounds
        </Text>
        <Title order={1}>404 Page Not Found</Title>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
        <Button component={Link} to="/" mt="sm">
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
