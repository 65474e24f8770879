import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageBanner.module.css';

interface PageBannerProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The night-green band that opens a visitor page: eyebrow, the page's h1, a lead. */
export function PageBanner({ eyebrow, title, lead, children }: PageBannerProps) {
  return (
    <Box component="section" aria-labelledby="page-title" className={classes.band}>
      <Container size="lg">
        <Stack gap="sm" maw={760}>
          <Text className={classes.eyebrow}>{eyebrow}</Text>
          <Title order={1} id="page-title" className={classes.title}>
            {title}
          </Title>
          {lead && <Text className={classes.lead}>{lead}</Text>}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
