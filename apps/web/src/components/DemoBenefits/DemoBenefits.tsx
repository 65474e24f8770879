import { DEMO_FACTS } from '@club/domain';
import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconGolf, IconUserCheck, IconUsersGroup } from '@tabler/icons-react';
import classes from './DemoBenefits.module.css';

const BENEFITS = [
  {
    Icon: IconGolf,
    title: `${DEMO_FACTS.durationText.replace(/^./, (c) => c.toUpperCase())} on a simulator`,
    text: 'Hit balls on TrackMan or GCQuad with one of our team beside you, and see your numbers.',
  },
  {
    Icon: IconUsersGroup,
    title: `Bring up to ${DEMO_FACTS.maxGuests} guests`,
    text: 'Golf is better with friends: bring your regular group along.',
  },
  {
    Icon: IconClockHour4,
    title: `Arrive ${DEMO_FACTS.arriveEarlyMinutes} minutes early`,
    text: 'We will show you around the club, the suites and the lounge before you start.',
  },
  {
    Icon: IconUserCheck,
    title: 'No obligation',
    text: 'Ask us anything about plans, leagues and coaching. The demo is free.',
  },
] as const;

/** What a free demo gives, and the selective note (spec section 2). */
export function DemoBenefits() {
  return (
    <Stack
      gap="xl"
      className={classes.panel}
      component="aside"
      aria-labelledby="demo-benefits-title"
    >
      <div>
        <Text className={classes.eyebrow}>Your free demo</Text>
        <Title order={2} id="demo-benefits-title" className={classes.title}>
          What to expect
        </Title>
      </div>
      <List spacing="lg" listStyleType="none" className={classes.list}>
        {BENEFITS.map(({ Icon, title, text }) => (
          <List.Item
            key={title}
            icon={
              <ThemeIcon
                size={40}
                radius="xl"
                variant="light"
                color="gold"
                className={classes.icon}
              >
                <Icon size={20} aria-hidden />
              </ThemeIcon>
            }
          >
            <Text fw={600} c="white">
              {title}
            </Text>
            <Text size="sm" className={classes.text}>
              {text}
            </Text>
          </List.Item>
        ))}
      </List>
      <Text className={classes.note}>{DEMO_FACTS.selectiveNote}</Text>
    </Stack>
  );
}
