import type { TCheckIn } from '@club/contract';
import { formatTime } from '@club/domain';
import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import { IconCheck, IconUserCheck, IconUserX } from '@tabler/icons-react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface CheckInProps {
  kind: 'booking' | 'lesson';
  id: number;
  /** Whose session, for the button's name ("Check in Ana Lee"). */
  name: string;
  checkIn: TCheckIn;
  zone: string;
}

/** How a check-in reads: "Checked in 10:05 AM by door code" (or "by an admin"). */
export function checkInText(checkIn: TCheckIn, zone: string): string {
  if (!checkIn.checkedInAt) return 'Not checked in';
  const time = formatTime(new Date(checkIn.checkedInAt), zone);
  return `Checked in ${time} ${checkIn.checkedInBy === 'door' ? 'by door code' : 'by an admin'}`;
}

/** The "Checked in" mark on a schedule item (DECISIONS.md, Check-in and no-shows). */
export function CheckedInBadge({ checkIn, zone }: { checkIn: TCheckIn; zone: string }) {
  if (!checkIn.checkedInAt) return null;
  return (
    <Tooltip label={checkInText(checkIn, zone)}>
      <Badge
        size="xs"
        variant="white"
        color="pine"
        leftSection={<IconCheck size={10} aria-hidden />}
        aria-label={checkInText(checkIn, zone)}
      >
        In
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
  const utils = trpc.useUtils();
  const checkedIn = checkIn.checkedInAt !== null;
  const handlers = {
    onSuccess: () => {
      toast({ title: checkedIn ? 'Check-in undone' : `${name} checked in` });
      void utils.adminBookings.day.invalidate();
      void utils.adminInsights.invalidate();
    },
    onError: (e: unknown) =>
      toast({
        title: checkedIn ? 'Could not undo the check-in' : 'Could not check in',
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
  const label = checkedIn ? `Undo check-in for ${name}` : `Check in ${name}`;
  return (
    <Tooltip label={checkedIn ? `${checkInText(checkIn, zone)}: undo` : 'Check in'}>
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
