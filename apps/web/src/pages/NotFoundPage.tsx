import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGolf } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../components/PageMeta/PageMeta';

export default function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Center mih="60vh" px="md" py={48}>
      <PageMeta
        title={t`Page Not Found`}
        description={t`This page does not exist at Inside 9. Head back to the home page.`}
      />
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gold.7">
          <IconGolf size={38} aria-hidden />
        </ThemeIcon>
        <Text fw={700} tt="uppercase" lts="0.2em" size="xs" c="gold.8">
          <Trans>Out of bounds</Trans>
        </Text>
        <Title order={1}>
          <Trans>404 Page Not Found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Did you forget to add the page to the router?</Trans>
        </Text>
        <Button component={Link} to="/" mt="sm">
          <Trans>Back to Home</Trans>
        </Button>
      </Stack>
    </Center>
  );
}

// The page's English travels with its code (README "Languages"); other languages load beside it.
export { messages } from '../locales/NotFoundPage/en.po';
