import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { HeroVideo } from '../HeroVideo/HeroVideo';
import classes from './HomeHero.module.css';

/** The spec's banner: the first words are the product's exact text. */
export const HOME_BANNER = '24/7 Members only golf simulator club leveraging';
export const HOME_BANNER_TECHNOLOGY = 'TrackMan simulator technology';

/** Full-width film, 70% of the viewport minus the bar, with the banner over it. */
export function HomeHero() {
  const { user } = useCurrentUser();
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
            {user ? (
              <Button component={Link} to="/booking" size="lg" color="gold.4" c="dark.9">
                Book Now
              </Button>
            ) : (
              <>
                <Button
                  component={Link}
                  to="/demo-booking"
                  size="lg"
                  color="gold.4"
                  c="dark.9"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Book a Free Demo
                </Button>
                <Button
                  component={Link}
                  to="/memberships"
                  size="lg"
                  variant="outline"
                  color="gray.0"
                  className={classes.ghost}
                >
                  View Memberships
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
