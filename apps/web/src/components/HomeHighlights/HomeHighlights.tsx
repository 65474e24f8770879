import { DAILY_LIMIT_MINUTES } from '@club/domain/booking-rules';
import { BOOKING_WINDOW_DAYS } from '@club/domain/time';
import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock24, IconKey, IconScan, IconCalendarEvent } from '@tabler/icons-react';
import classes from './HomeHighlights.module.css';

const HIGHLIGHTS = [
  {
    Icon: IconClock24,
    title: 'Open 24/7',
    text: 'An early bucket before work or a late round after dinner: the doors open for members at any hour.',
  },
  {
    Icon: IconKey,
    title: 'Members only',
    text: 'A selective membership keeps the bays available and the room calm.',
  },
  {
    Icon: IconScan,
    title: 'Tour-grade tracking',
    text: 'TrackMan and Foresight GCQuad launch monitors read every swing and every putt.',
  },
  {
    Icon: IconCalendarEvent,
    title: `Book ${BOOKING_WINDOW_DAYS} days ahead`,
    text: `Reserve 30 minutes up to ${DAILY_LIMIT_MINUTES / 60} hours online, and join the waitlist when the bays are full.`,
  },
] as const;

/** The four facts a visitor asks first, right under the hero. */
export function HomeHighlights() {
  return (
    <section aria-label="Club highlights" className={classes.strip}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={0} className={classes.grid}>
          {HIGHLIGHTS.map(({ Icon, title, text }) => (
            <Stack key={title} gap={10} className={classes.item}>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon
                  size={40}
                  radius="xl"
                  variant="light"
                  color="gold"
                  className={classes.icon}
                >
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                <Text className={classes.title}>{title}</Text>
              </Group>
              <Text size="sm" className={classes.text}>
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
