import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
// The same heading band as the other pages (PageShell), without its placeholder card.
import band from '../PageShell/PageShell.module.css';
import classes from './MemberPageHeader.module.css';

interface MemberPageHeaderProps {
  eyebrow?: ReactNode;
  title: string;
  lead?: ReactNode;
}

/** The dark heading band of a member page: eyebrow, h1 and one line under it. */
export function MemberPageHeader({ eyebrow, title, lead }: MemberPageHeaderProps) {
  return (
    <Box component="section" className={`${band.band} ${classes.compact}`}>
      <Container size="lg">
        <Stack gap={8} maw={760}>
          {eyebrow && <Text className={band.eyebrow}>{eyebrow}</Text>}
          <Title order={1} c="white">
            {title}
          </Title>
          {lead && <Text className={classes.lead}>{lead}</Text>}
        </Stack>
      </Container>
    </Box>
  );
}
