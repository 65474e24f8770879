import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
// The same heading band as the other pages (PageShell), without its placeholder card.
import band from '../PageShell/PageShell.module.css';
import classes from './MemberPageHeader.module.css';
import { usePageTitle } from '../../hooks/usePageMeta';

interface MemberPageHeaderProps {
  eyebrow?: ReactNode;
  title: string;
  lead?: ReactNode;
  /** The browser tab's title before ' | Inside 9' (default: `title`). */
  documentTitle?: string;
}

/**
 * The dark heading band of a member page: eyebrow, h1 and one line under it. It also names the
 * page in the browser tab and history, as the visitor pages do.
 */
export function MemberPageHeader({ eyebrow, title, lead, documentTitle }: MemberPageHeaderProps) {
  usePageTitle(documentTitle ?? title);
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
