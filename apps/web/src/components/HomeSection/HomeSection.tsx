import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './HomeSection.module.css';

interface HomeSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  tone?: 'cream' | 'white' | 'night';
  children: ReactNode;
}

/** One band of a visitor page: a small gold eyebrow, a serif heading, an optional lead. */
export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  tone = 'cream',
  children,
}: HomeSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      className={classes.section}
      data-tone={tone}
    >
      <Container size="lg">
        <Stack gap="xs" maw={680} mb={{ base: 32, md: 48 }}>
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={2} id={`${id}-title`} className={classes.title}>
            {title}
          </Title>
          {lead && <Text className={classes.lead}>{lead}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
