import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { lazyWithData } from '../../lib/lazyWithData';
import { HeroVideo } from '../HeroVideo/HeroVideo';
import classes from './HomeHero.module.css';
import { VisitorActions } from './VisitorActions';

// A member's call to action depends on `auth.me`: an island, prerendered (and first drawn) as a
// visitor's, its code and the data layer's after the page's.
const HeroActions = lazyWithData(() => import('./HeroActions').then((m) => m.HeroActions));

/** The spec's banner: the first words are the product's exact text. */
export const HOME_BANNER = '24/7 Members only golf simulator club leveraging';
export const HOME_BANNER_TECHNOLOGY = 'TrackMan simulator technology';

/** Full-width film, 70% of the viewport minus the bar, with the banner over it. */
export function HomeHero() {
  return (
    <section className={classes.hero} aria-labelledby="home-banner">
      <HeroVideo />
      <div className={classes.scrim} />
      <Container size="lg" className={classes.content}>
        <Stack gap="md" maw={760}>
          <Text className={classes.eyebrow}>Inside 9 · San Antonio, Texas</Text>
          <Title order={1} id="home-banner" className={classes.title}>
            {HOME_BANNER} <span className={classes.accent}>{HOME_BANNER_TECHNOLOGY}</span>
          </Title>
          <Text className={classes.lead}>
            Practice, play and improve your game indoors, regardless of weather or time of day.
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
