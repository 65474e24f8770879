import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../hooks/useCurrentUser';
import classes from './HomePage.module.css';

/** Home: the banner. The hero video and the rest of the page come in a later issue. */
export default function HomePage() {
  const { user } = useCurrentUser();
  return (
    <section className={classes.hero}>
      <Container size="lg">
        <Stack gap="lg" maw={760}>
          <Text className={classes.eyebrow}>San Antonio, Texas · Open 24/7</Text>
          <Title order={1} className={classes.title}>
            24/7 Members only golf simulator club
          </Title>
          <Text size="xl" className={classes.lead}>
            Practice, play and improve your game indoors, regardless of weather or time of day.
          </Text>
          <Group gap="md">
            {user ? (
              <Button component={Link} to="/booking" size="lg" color="gold.4" c="dark.9">
                Book Now
              </Button>
            ) : (
              <>
                <Button component={Link} to="/join-membership" size="lg" color="gold.4" c="dark.9">
                  Become a Member
                </Button>
                <Button component={Link} to="/auth" size="lg" variant="outline" color="gray.0">
                  Member Login
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
