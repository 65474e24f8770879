import { DAILY_LIMIT_MINUTES } from '@club/domain/booking-rules';
import { BOOKING_WINDOW_DAYS } from '@club/domain/time';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock24, IconKey, IconScan, IconCalendarEvent } from '@tabler/icons-react';
import classes from './HomeHighlights.module.css';

const DAILY_LIMIT_HOURS = DAILY_LIMIT_MINUTES / 60;

const HIGHLIGHTS = [
  {
    Icon: IconClock24,
    title: msg`Open 24/7`,
    text: msg`An early bucket before work or a late round after dinner: the doors open for members at any hour.`,
  },
  {
    Icon: IconKey,
    title: msg`Members only`,
    text: msg`A selective membership keeps the bays available and the room calm.`,
  },
  {
    Icon: IconScan,
    title: msg`Tour-grade tracking`,
    text: msg`TrackMan and Foresight GCQuad launch monitors read every swing and every putt.`,
  },
  {
    Icon: IconCalendarEvent,
    title: msg`Book ${BOOKING_WINDOW_DAYS} days ahead`,
    text: msg`Reserve 30 minutes up to ${DAILY_LIMIT_HOURS} hours online, and join the waitlist when the bays are full.`,
  },
] as const;

/** The four facts a visitor asks first, right under the hero. */
export function HomeHighlights() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Club highlights`} className={classes.strip}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing={0} className={classes.grid}>
          {HIGHLIGHTS.map(({ Icon, title, text }) => (
            <Stack key={title.id} gap={10} className={classes.item}>
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
                <Text className={classes.title}>{t(title)}</Text>
              </Group>
              <Text size="sm" className={classes.text}>
                {t(text)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
