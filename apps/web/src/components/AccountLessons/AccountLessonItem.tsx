import type { TLesson } from '@club/contract';
import { canCancelLesson, formatCents, LESSON_INCLUDED_TEXT } from '@club/domain';
import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconUser } from '@tabler/icons-react';
import { AccountSessionItem } from '../AccountListItem/AccountListItem';
import { DoorCode } from '../DoorCode/DoorCode';

interface AccountLessonItemProps {
  lesson: TLesson;
  zone: string;
  now: number;
  onCancel: (lesson: TLesson) => void;
}

/** One lesson: date tile, time, coach, bay, price (or included) and, before it starts, Cancel. */
export function AccountLessonItem({ lesson, zone, now, onCancel }: AccountLessonItemProps) {
  const start = new Date(lesson.startTime);
  const cancellable = canCancelLesson({
    lesson: { startTime: start, status: lesson.status },
    now,
    asAdmin: false,
  });
  return (
    <AccountSessionItem
      kind="Lesson"
      session={lesson}
      zone={zone}
      badges={
        <>
          <Badge
            color={lesson.status === 'confirmed' ? 'pine' : 'gray'}
            variant={lesson.status === 'confirmed' ? 'filled' : 'light'}
          >
            {lesson.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}
          </Badge>
          <Badge color="grape" variant="light">
            Lesson
          </Badge>
        </>
      }
      details={
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
      }
      extra={<DoorCode doorCode={lesson.doorCode} zone={zone} />}
      price={lesson.isIncluded ? LESSON_INCLUDED_TEXT : formatCents(lesson.priceCents)}
      priceSize={lesson.isIncluded ? 'sm' : 'lg'}
      onCancel={cancellable ? () => onCancel(lesson) : null}
    />
  );
}
