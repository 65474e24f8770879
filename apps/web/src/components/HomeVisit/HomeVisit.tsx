import { Trans, useLingui } from '@lingui/react/macro';
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
import { DEMO_SUMMARY } from '../../content/clubMessages';
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
function VisitDetails({ c }: { c: ClubContact }) {
  const { t } = useLingui();
  return (
    <Stack gap="xl">
      <Detail icon={<IconMapPin size={22} aria-hidden />} label={t`Location`}>
        {c.street}
        <br />
        {c.city}, {c.state} {c.zipCode}
      </Detail>
      <Detail icon={<IconClock size={22} aria-hidden />} label={t`Hours`}>
        <Trans>
          Members: 24 hours a day, 7 days a week.
          <br />
          Free demo visits by appointment.
        </Trans>
      </Detail>
      <Detail icon={<IconPhone size={22} aria-hidden />} label={t`Call us`}>
        <Anchor href={c.phoneHref}>{c.phone}</Anchor>
        {' · '}
        <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>
      </Detail>
    </Stack>
  );
}

const visitDetails = (c: ClubContact) => <VisitDetails c={c} />;

/** Where and when, and the last call to action of the page. */
export function HomeVisit() {
  const { t } = useLingui();
  return (
    <HomeSection
      id="visit"
      eyebrow={t`Visit us`}
      title={t`On the Loop in North San Antonio`}
      tone="white"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 64 }}>
        <ClubContactDetails>{visitDetails}</ClubContactDetails>
        <Paper p={{ base: 'xl', sm: 40 }} className={classes.cta}>
          <Stack gap="md" align="flex-start">
            <Text className={classes.eyebrow}>
              <Trans>Free demo</Trans>
            </Text>
            <Title order={3} className={classes.ctaTitle}>
              <Trans>See it for yourself</Trans>
            </Title>
            <Text className={classes.ctaText}>{t(DEMO_SUMMARY)}</Text>
            <Button
              className="wrapping-button"
              component={Link}
              to="/demo-booking"
              size="lg"
              color="gold.4"
              c="dark.9"
            >
              <Trans>Book a Free Demo</Trans>
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
    </HomeSection>
  );
}
