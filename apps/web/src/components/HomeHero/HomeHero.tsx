import { Trans } from '@lingui/react/macro';
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { lazyWithData } from '../../lib/lazyWithData';
import { HeroVideo } from '../HeroVideo/HeroVideo';
import classes from './HomeHero.module.css';
import { VisitorActions } from './VisitorActions';

// A member's call to action depends on `auth.me`: an island, prerendered (and first drawn) as a
// visitor's, its code and the data layer's after the page's.
const HeroActions = lazyWithData(() => import('./HeroActions').then((m) => m.HeroActions));

/**
 * Full-width film, 70% of the viewport minus the bar, with the spec's banner over it (its English
 * exactly as the spec writes it).
 */
export function HomeHero() {
  return (
    <section className={classes.hero} aria-labelledby="home-banner">
      <HeroVideo />
      <div className={classes.scrim} />
      <Container size="lg" className={classes.content}>
        <Stack gap="md" maw={760}>
          <Text className={classes.eyebrow}>
            <Trans>Inside 9 · San Antonio, Texas</Trans>
          </Text>
          <Title order={1} id="home-banner" className={classes.title}>
            <Trans>
              24/7 Members only golf simulator club leveraging{' '}
              <span className={classes.accent}>TrackMan simulator technology</span>
            </Trans>
          </Title>
          <Text className={classes.lead}>
            <Trans>
              Practice, play and improve your game indoors, regardless of weather or time of day.
            </Trans>
          </Text>
          <Group gap="sm" className={classes.actions}>
            <Suspense fallback={<VisitorActions />}>
              <HeroActions />
            </Suspense>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
