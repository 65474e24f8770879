import { DEMO_FACTS } from '@club/domain/static-data';
import type { ClubContact } from '../../hooks/useClubLocation';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ClubContactDetails } from '../ClubContact/ClubContactDetails';
import { HomeSection } from '../HomeSection/HomeSection';
import classes from './HomeVisit.module.css';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={44} radius="xl" variant="light" color="pine">
        {icon}
      </ThemeIcon>
      <div>
        <Text fw={700} size="sm" tt="uppercase" lts="0.12em" c="pine.8">
          {label}
        </Text>
        <Text component="div" mt={2}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

/** Where, when and how to call (the club's details: see ClubContactDetails). */
function visitDetails(c: ClubContact) {
  return (
    <Stack gap="xl">
      <Detail icon={<IconMapPin size={22} aria-hidden />} label="Location">
        {c.street}
        <br />
        {c.city}, {c.state} {c.zipCode}
      </Detail>
      <Detail icon={<IconClock size={22} aria-hidden />} label="Hours">
        Members: 24 hours a day, 7 days a week.
        <br />
        Free demo visits by appointment.
      </Detail>
      <Detail icon={<IconPhone size={22} aria-hidden />} label="Call us">
        <Anchor href={c.phoneHref}>{c.phone}</Anchor>
        {' · '}
        <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
      </Detail>
    </Stack>
  );
}

/** Where and when, and the last call to action of the page. */
export function HomeVisit() {
  return (
    <HomeSection
      id="visit"
      eyebrow="Visit us"
      title="On the Loop in North San Antonio"
      tone="white"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }}>
        <ClubContactDetails>{visitDetails}</ClubContactDetails>
        <Paper p={{ base: 'xl', sm: 40 }} className={classes.cta}>
          <Stack gap="md" align="flex-start">
            <Text className={classes.eyebrow}>Free demo</Text>
            <Title order={3} className={classes.ctaTitle}>
              See it for yourself
            </Title>
            <Text className={classes.ctaText}>{DEMO_FACTS.summary}</Text>
            <Button component={Link} to="/demo-booking" size="lg" color="gold.4" c="dark.9">
              Book a Free Demo
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </HomeSection>
  );
}
