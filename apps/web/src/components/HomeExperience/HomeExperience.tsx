import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartDots, IconSchool, IconTrophy } from '@tabler/icons-react';
import { HomeSection } from '../HomeSection/HomeSection';
import classes from './HomeExperience.module.css';

// The bays' names and their monitors' are the club's and the makers' names, the same in both languages.
const BAYS = [
  {
    name: 'TrackMan Bay',
    tag: msg`TrackMan 4`,
    text: msg`The launch monitor the tours trust: ball and club data on every swing, 4K projection and lounge seating.`,
  },
  {
    name: 'GC Quad Bay',
    tag: msg`Foresight GCQuad`,
    text: msg`Camera-based precision with putting analysis, for the short game as much as the long one.`,
  },
  {
    name: 'Premium Suite',
    tag: msg`Private suite`,
    text: msg`A private room for up to 8 with TrackMan 4, surround sound and bar service: made for an evening with friends.`,
  },
] as const;

const CLUB_LIFE = [
  {
    Icon: IconTrophy,
    title: msg`Leagues`,
    text: msg`Weekly individual and 2-person scramble leagues with live scoreboards, all year round.`,
  },
  {
    Icon: IconSchool,
    title: msg`Coaching`,
    text: msg`Lessons with certified coaches in the bay, with the data on the screen beside you.`,
  },
  {
    Icon: IconChartDots,
    title: msg`Analytics`,
    text: msg`Carry, spin, launch and dispersion for every session, so you can see your game improve.`,
  },
] as const;

/** What is inside: the simulator technology and the club's life. */
export function HomeExperience() {
  const { t } = useLingui();
  return (
    <HomeSection
      id="experience"
      eyebrow={t`Inside the club`}
      title={t`A private club built around your swing`}
      lead={t`Play the world's great courses, dial in your wedges or settle a friendly match, in a climate-controlled room that is yours to book day or night.`}
      tone="white"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {BAYS.map((bay) => (
          <Paper key={bay.name} className={classes.bay} p="xl">
            <Stack gap="sm" className={classes.bayBody}>
              <Badge variant="outline" color="gold.4" className={classes.tag}>
                {t(bay.tag)}
              </Badge>
              <Title order={3} className={classes.bayName}>
                {bay.name}
              </Title>
              <Text className={classes.bayText}>{t(bay.text)}</Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl" mt={{ base: 40, md: 56 }}>
        {CLUB_LIFE.map(({ Icon, title, text }) => (
          <Group key={title.id} gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={48} radius="xl" variant="light" color="pine">
              <Icon size={24} aria-hidden />
            </ThemeIcon>
            <div>
              <Title order={3} size="h4">
                {t(title)}
              </Title>
              <Text c="dimmed" mt={4}>
                {t(text)}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
