import type { TLesson } from '@club/contract';
import { canCancelLesson } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { IconMapPin, IconUser } from '@tabler/icons-react';
import { AccountSessionItem } from '../AccountListItem/AccountListItem';
import { useFormat } from '../../i18n/useFormat';
import { DoorCode } from '../DoorCode/DoorCode';

const STATUS_LOOK = {
  confirmed: { color: 'pine', label: msg`Confirmed` },
  cancelled: { color: 'gray', label: msg`Cancelled` },
  // released by the no-show sweep: not checked in N minutes after its start (dark text on the tint)
  no_show: { color: 'orange', label: msg`No-show` },
} as const satisfies Record<TLesson['status'], { color: string; label: MessageDescriptor }>;

interface AccountLessonItemProps {
  lesson: TLesson;
  zone: string;
  now: number;
  onCancel: (lesson: TLesson) => void;
}

/** One lesson: date tile, time, coach, bay, price (or included) and, before it starts, Cancel. */
export function AccountLessonItem({ lesson, zone, now, onCancel }: AccountLessonItemProps) {
  const { t } = useLingui();
  const format = useFormat();
  const start = new Date(lesson.startTime);
  const look = STATUS_LOOK[lesson.status];
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
            color={look.color}
            variant={lesson.status === 'confirmed' ? 'filled' : 'light'}
            {...(lesson.status === 'no_show' ? { c: 'dark.8' } : {})}
          >
            {t(look.label)}
          </Badge>
          <Badge color="grape" variant="light">
            <Trans>Lesson</Trans>
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
      // the domain's LESSON_INCLUDED_TEXT, in the screens' language
      price={lesson.isIncluded ? t`Included in your plan` : format.money(lesson.priceCents)}
      priceSize={lesson.isIncluded ? 'sm' : 'lg'}
      onCancel={cancellable ? () => onCancel(lesson) : null}
    />
  );
}
