import {
  ActionIcon,
  Anchor,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandX,
  IconBrandYoutube,
  IconClock,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLUB_CONTACT } from '@club/domain/static-data';
import type { ClubContact } from '../../hooks/useClubLocation';
import { ClubContactDetails } from '../ClubContact/ClubContactDetails';
import { Logo } from '../Logo/Logo';
import classes from './Footer.module.css';

// Placeholders: the club has no social accounts to link yet, so these go nowhere.
/* eslint-disable lingui/no-unlocalized-strings -- the networks' own names, in every language */
const SOCIALS = [
  { label: 'Instagram', Icon: IconBrandInstagram },
  { label: 'Facebook', Icon: IconBrandFacebook },
  { label: 'X (Twitter)', Icon: IconBrandX },
  { label: 'YouTube', Icon: IconBrandYoutube },
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The footer's Contact column (its phone, e-mail and address: the club's, see ClubContactDetails). */
function contactBlock(c: ClubContact) {
  return (
    <Stack gap="sm" component="address" className={classes.address}>
      <Title order={2} className={classes.heading}>
        <Trans>Contact</Trans>
      </Title>
      <Group gap="sm" wrap="nowrap">
        <IconPhone size={18} className={classes.icon} aria-hidden />
        <Anchor href={c.phoneHref} className={classes.link}>
          {c.phone}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <IconMail size={18} className={classes.icon} aria-hidden />
        <Anchor href={`mailto:${c.email}`} className={classes.link}>
          {c.email}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconMapPin size={18} className={classes.icon} aria-hidden />
        <Text className={classes.muted}>
          {c.street}
          <br />
          {c.city}, {c.state} {c.zipCode}
        </Text>
      </Group>
    </Stack>
  );
}

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const club = CLUB_CONTACT.name;
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={56}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 40, md: 64 }}>
          <Stack gap="md">
            <Logo size="lg" />
            <Text className={classes.muted} maw={360}>
              <Trans>
                Premium indoor golf experiences for players of all skill levels, with
                state-of-the-art technology in a comfortable environment.
              </Trans>
            </Text>
            <Group gap="xs">
              {SOCIALS.map(({ label, Icon }) => (
                // A CSS tooltip, as Mantine's would show it: the footer is on every page, and a
                // floating one would bring its positioning library to each first paint.
                <span key={label} className={classes.tipAnchor}>
                  <ActionIcon
                    variant="default"
                    size="lg"
                    radius="xl"
                    aria-label={t`${label} (coming soon)`}
                    className={classes.social}
                  >
                    <Icon size={18} aria-hidden />
                  </ActionIcon>
                  <span className={classes.tip} aria-hidden>
                    <Trans>{label}: coming soon</Trans>
                  </span>
                </span>
              ))}
            </Group>
          </Stack>
          <Stack gap="sm">
            <Title order={2} className={classes.heading}>
              <Trans>Hours</Trans>
            </Title>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconClock size={18} className={classes.icon} aria-hidden />
              <Text className={classes.muted}>
                <Trans>Open to members 24 hours a day, 7 days a week.</Trans>
              </Text>
            </Group>
          </Stack>
          <ClubContactDetails>{contactBlock}</ClubContactDetails>
        </SimpleGrid>
      </Container>
      <div className={classes.bottom}>
        <Container size="lg" py="md">
          <Text size="sm" className={classes.muted}>
            <Trans>
              © {year} {club}. All rights reserved.
            </Trans>
          </Text>
        </Container>
      </div>
    </footer>
  );
}
