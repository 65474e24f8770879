import { Trans } from '@lingui/react/macro';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { HeroVideo } from '../HeroVideo/HeroVideo';
import classes from './HomeHero.module.css';

/**
 * Full-width film, 70% of the viewport minus the bar, with the spec's banner over it (its English
 * exactly as the spec writes it).
 */
export function HomeHero() {
  const { user } = useCurrentUser();
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
            {user ? (
              <Button component={Link} to="/booking" size="lg" color="gold.4" c="dark.9">
                <Trans>Book Now</Trans>
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
                  <Trans>Book a Free Demo</Trans>
                </Button>
                <Button
                  component={Link}
                  to="/memberships"
                  size="lg"
                  variant="outline"
                  color="gray.0"
                  className={classes.ghost}
                >
                  <Trans>View Memberships</Trans>
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
