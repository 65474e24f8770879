import type { TLesson } from '@club/contract';
import { formatDate, formatTimeRange } from '@club/domain';
import { Button, EmptyState, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import classes from '../AccountBookings/AccountBookings.module.css';
import { AccountLessonItem } from './AccountLessonItem';

/** The member's lessons (their own list beside bookings), with Cancel behind a confirmation. */
export function AccountLessonsList() {
  const utils = trpc.useUtils();
  const { zoneOf } = useClubLocations();
  const zone = zoneOf(undefined);
  const lessons = trpc.lessons.mine.useQuery();
  const [toCancel, setToCancel] = useState<TLesson | null>(null);
  useErrorToast(lessons.isError, {
    title: 'Failed to fetch lessons',
    description: 'Your lessons could not be loaded. Please try again.',
  });
  const cancel = trpc.lessons.cancel.useMutation({
    onSuccess: () => {
      toast({ title: 'Lesson Cancelled', description: 'Your lesson has been cancelled.' });
      setToCancel(null);
    },
    onError: (error) =>
      toast({
        title: 'Cancellation failed',
        description: `There was a problem cancelling your lesson. ${readApiError(error).message}`,
        variant: 'destructive',
      }),
    onSettled: () => {
      void utils.lessons.mine.invalidate();
      void utils.lessons.availability.invalidate();
      void utils.bookings.availability.invalidate();
    },
  });

  if (lessons.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label="Loading lessons">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={92} radius="md" />
        ))}
      </Stack>
    );
  }
  const list = lessons.data ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconSchool size={28} aria-hidden />}
        title={lessons.isError ? 'Lessons could not be loaded' : 'No lessons yet'}
        description={
          lessons.isError
            ? 'Please reload the page to try again.'
            : 'Book a lesson with one of our certified coaches and it will show up here.'
        }
      >
        <EmptyState.Actions>
          <Button component={Link} to="/lessons">
            Book a Lesson
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  const now = Date.now();
  const start = toCancel ? new Date(toCancel.startTime) : null;
  return (
    <>
      <ul className={classes.list} aria-label="My lessons">
        {list.map((lesson) => (
          <AccountLessonItem
            key={lesson.id}
            lesson={lesson}
            zone={zone}
            now={now}
            onCancel={setToCancel}
          />
        ))}
      </ul>
      <Modal
        opened={toCancel !== null}
        onClose={() => setToCancel(null)}
        title="Cancel this lesson?"
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {toCancel && start && (
          <Stack gap="md">
            <Text>
              Your lesson with <strong>{toCancel.coachName}</strong> on{' '}
              <strong>{formatDate(start, zone)}</strong>,{' '}
              <strong>{formatTimeRange(start, new Date(toCancel.endTime), zone)}</strong> is
              cancelled
              {toCancel.isIncluded ? ' and the included lesson goes back to your plan' : ''}. This
              cannot be undone.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setToCancel(null)}
                disabled={cancel.isPending}
              >
                Keep Lesson
              </Button>
              <Button
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate({ id: toCancel.id })}
              >
                Cancel Lesson
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
