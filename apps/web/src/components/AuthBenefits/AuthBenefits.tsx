import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarTime, IconChartLine, IconSchool, IconTrophy } from '@tabler/icons-react';
import classes from './AuthBenefits.module.css';

const BENEFITS = [
  {
    Icon: IconCalendarTime,
    title: 'Book simulators',
    text: 'Reserve a bay any hour of the day, any day of the week.',
  },
  {
    Icon: IconSchool,
    title: 'Lessons with certified coaches',
    text: 'Sharpen your swing with one-on-one coaching.',
  },
  {
    Icon: IconTrophy,
    title: 'Leagues',
    text: 'Compete in weekly leagues and follow the scoreboards.',
  },
  { Icon: IconChartLine, title: 'Analytics', text: 'Track every shot and see your game improve.' },
] as const;

/** The side panel of /auth: what membership gives (spec section 1). */
export function AuthBenefits() {
  return (
    <Stack
      gap="xl"
      justify="center"
      className={classes.panel}
      component="aside"
      aria-labelledby="benefits-title"
    >
      <div>
        <Text className={classes.eyebrow}>Members only · Open 24/7</Text>
        <Title order={2} id="benefits-title" className={classes.title}>
          Your game, around the clock
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
    </Stack>
  );
}
