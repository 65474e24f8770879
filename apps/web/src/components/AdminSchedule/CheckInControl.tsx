import type { TCheckIn } from '@club/contract';
import type { DisplayFormat } from '@club/domain';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconCheck, IconUserCheck, IconUserX } from '@tabler/icons-react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../i18n/useFormat';

interface CheckInProps {
  kind: 'booking' | 'lesson';
  id: number;
  /** Whose session, for the button's name ("Check in Ana Lee"). */
  name: string;
  checkIn: TCheckIn;
  zone: string;
}

/** How a check-in reads: "Checked in 10:05 AM by door code" (or "by an admin"). */
export function checkInText(
  checkIn: TCheckIn,
  zone: string,
  i18n: I18n,
  format: DisplayFormat,
): string {
  if (!checkIn.checkedInAt) return i18n._(msg`Not checked in`);
  const time = format.time(new Date(checkIn.checkedInAt), zone);
  return checkIn.checkedInBy === 'door'
    ? i18n._(msg`Checked in ${time} by door code`)
    : i18n._(msg`Checked in ${time} by an admin`);
}

/** The "Checked in" mark on a schedule item (DECISIONS.md, Check-in and no-shows). */
export function CheckedInBadge({ checkIn, zone }: { checkIn: TCheckIn; zone: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (!checkIn.checkedInAt) return null;
  const text = checkInText(checkIn, zone, i18n, format);
  return (
    <Tooltip label={text}>
      <Badge
        size="xs"
        variant="white"
        color="pine"
        leftSection={<IconCheck size={10} aria-hidden />}
        aria-label={text}
      >
        <Trans comment="A badge: the member has checked in">In</Trans>
      </Badge>
    </Tooltip>
  );
}

/**
 * Check in (or undo) from the schedule: the member's booking or lesson, audited by the API. A
 * session the sweep released as a no-show is refused there ("This session was released as a
 * no-show."), shown in the toast.
 */
export function CheckInButton({ kind, id, name, checkIn, zone }: CheckInProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const utils = trpc.useUtils();
  const checkedIn = checkIn.checkedInAt !== null;
  const handlers = {
    onSuccess: () => {
      toast({ title: checkedIn ? t`Check-in undone` : t`${name} checked in` });
      void utils.adminBookings.day.invalidate();
      void utils.adminInsights.invalidate();
    },
    onError: (e: unknown) =>
      toast({
        title: checkedIn ? t`Could not undo the check-in` : t`Could not check in`,
        description: readApiError(e).message,
        variant: 'destructive',
      }),
  };
  const checkInBooking = trpc.adminCheckIn.booking.useMutation(handlers);
  const undoBooking = trpc.adminCheckIn.undoBooking.useMutation(handlers);
  const checkInLesson = trpc.adminCheckIn.lesson.useMutation(handlers);
  const undoLesson = trpc.adminCheckIn.undoLesson.useMutation(handlers);
  const mutation =
    kind === 'booking'
      ? checkedIn
        ? undoBooking
        : checkInBooking
      : checkedIn
        ? undoLesson
        : checkInLesson;
  const label = checkedIn ? t`Undo check-in for ${name}` : t`Check in ${name}`;
  const status = checkInText(checkIn, zone, i18n, format);
  return (
    <Tooltip label={checkedIn ? t`${status}: undo` : t`Check in`}>
      <ActionIcon
        size="sm"
        variant="white"
        color={checkedIn ? 'gray' : 'pine'}
        aria-label={label}
        loading={mutation.isPending}
        onClick={() => mutation.mutate({ id })}
      >
        {checkedIn ? <IconUserX size={14} aria-hidden /> : <IconUserCheck size={14} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
