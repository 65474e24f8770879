import type { TLesson } from '@club/contract';
import {
  canCancelLesson,
  formatCents,
  formatDate,
  formatTimeRange,
  LESSON_INCLUDED_TEXT,
  localDateOf,
} from '@club/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin, IconUser } from '@tabler/icons-react';
import classes from '../AccountBookings/AccountBookings.module.css';
import { dayParts } from '../BookingWizard/bookingDisplay';

interface AccountLessonItemProps {
  lesson: TLesson;
  zone: string;
  now: number;
  onCancel: (lesson: TLesson) => void;
}

/** One lesson: date tile, time, coach, bay, price (or included) and, before it starts, Cancel. */
export function AccountLessonItem({ lesson, zone, now, onCancel }: AccountLessonItemProps) {
  const start = new Date(lesson.startTime);
  const parts = dayParts(localDateOf(start, zone));
  const cancellable = canCancelLesson({
    lesson: { startTime: start, status: lesson.status },
    now,
    asAdmin: false,
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      className={classes.item}
      data-status={lesson.status}
      aria-label={`Lesson on ${formatDate(start, zone)}`}
    >
      <div className={classes.dateTile} aria-hidden>
        <span className={classes.tileWeekday}>{parts.weekday}</span>
        <span className={classes.tileDay}>{parts.day}</span>
        <span className={classes.tileMonth}>{parts.month}</span>
      </div>
      <Stack gap={6} className={classes.body}>
        <Group gap={6}>
          <Badge
            color={lesson.status === 'confirmed' ? 'pine' : 'gray'}
            variant={lesson.status === 'confirmed' ? 'filled' : 'light'}
          >
            {lesson.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}
          </Badge>
          <Badge color="grape" variant="light">
            Lesson
          </Badge>
        </Group>
        <Text fw={700} className={classes.when}>
          {formatDate(start, zone)} · {formatTimeRange(start, new Date(lesson.endTime), zone)}
        </Text>
        <Group gap={12} c="dimmed">
          <Group gap={4}>
            <IconUser size={15} aria-hidden />
            <Text size="sm">{lesson.coachName}</Text>
          </Group>
          <Group gap={4}>
            <IconMapPin size={15} aria-hidden />
            <Text size="sm">{lesson.bayName}</Text>
          </Group>
        </Group>
      </Stack>
      <Stack gap={8} align="flex-end" className={classes.side}>
        <Text fw={700} fz={lesson.isIncluded ? 'sm' : 'lg'} className={classes.price}>
          {lesson.isIncluded ? LESSON_INCLUDED_TEXT : formatCents(lesson.priceCents)}
        </Text>
        {cancellable && (
          <Button size="xs" variant="light" color="red" onClick={() => onCancel(lesson)}>
            Cancel
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
