import { Trans } from '@lingui/react/macro';
import { Badge, Box, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './PageShell.module.css';

interface PageShellProps {
  eyebrow?: string;
  title: string;
  /** One line on what the page will offer. */
  description: ReactNode;
}

/**
 * A page's heading band and an honest placeholder card: the screens behind these routes are
 * built in later issues, and the card says so rather than faking them.
 */
export function PageShell({ eyebrow, title, description }: PageShellProps) {
  return (
    <>
      <Box component="section" className={classes.band}>
        <Container size="lg">
          <Stack gap="xs" maw={760}>
            {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
            <Title order={1} c="white">
              {title}
            </Title>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'xl', md: 56 }}>
        <Paper
          withBorder
          shadow="sm"
          p={{ base: 'lg', sm: 'xl' }}
          maw={760}
          className={classes.card}
        >
          <Group gap="lg" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="xl" variant="light" color="pine" visibleFrom="xs">
              <IconFlag size={24} aria-hidden />
            </ThemeIcon>
            <Stack gap={8}>
              <Badge variant="light" color="gold" w="fit-content">
                <Trans>Coming soon</Trans>
              </Badge>
              <Text size="lg">{description}</Text>
            </Stack>
          </Group>
        </Paper>
      </Container>
    </>
  );
}
