import type { TLesson } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../i18n/useFormat';
import classes from '../AccountBookings/AccountBookings.module.css';
import { AccountLessonItem } from './AccountLessonItem';

/** The member's lessons (their own list beside bookings), with Cancel behind a confirmation. */
export function AccountLessonsList() {
  const utils = trpc.useUtils();
  const { t } = useLingui();
  const format = useFormat();
  const { zoneOf } = useClubLocations();
  const zone = zoneOf(undefined);
  const lessons = trpc.lessons.mine.useQuery();
  const [toCancel, setToCancel] = useState<TLesson | null>(null);
  useErrorToast(lessons.isError, {
    title: t`Failed to fetch lessons`,
    description: t`Your lessons could not be loaded. Please try again.`,
  });
  const cancel = trpc.lessons.cancel.useMutation({
    onSuccess: () => {
      toast({ title: t`Lesson Cancelled`, description: t`Your lesson has been cancelled.` });
      setToCancel(null);
    },
    onError: (error) => {
      const reason = readApiError(error).message;
      toast({
        title: t`Cancellation failed`,
        description: t`There was a problem cancelling your lesson. ${reason}`,
        variant: 'destructive',
      });
    },
    onSettled: () => {
      void utils.lessons.mine.invalidate();
      void utils.lessons.availability.invalidate();
      void utils.bookings.availability.invalidate();
    },
  });

  if (lessons.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={t`Loading lessons`}>
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
        title={lessons.isError ? t`Lessons could not be loaded` : t`No lessons yet`}
        description={
          lessons.isError
            ? t`Please reload the page to try again.`
            : t`Book a lesson with one of our certified coaches and it will show up here.`
        }
      >
        <EmptyState.Actions>
          <Button component={Link} to="/lessons">
            <Trans>Book a Lesson</Trans>
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  const now = Date.now();
  const start = toCancel ? new Date(toCancel.startTime) : null;
  const coach = toCancel?.coachName;
  const day = start ? format.date(start, zone) : '';
  const time = toCancel && start ? format.timeRange(start, new Date(toCancel.endTime), zone) : '';
  return (
    <>
      <ul className={classes.list} aria-label={t`My lessons`}>
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
        title={t`Cancel this lesson?`}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        {toCancel && start && (
          <Stack gap="md">
            <Text>
              {toCancel.isIncluded ? (
                <Trans>
                  Your lesson with <strong>{coach}</strong> on <strong>{day}</strong>,{' '}
                  <strong>{time}</strong> is cancelled and the included lesson goes back to your
                  plan. This cannot be undone.
                </Trans>
              ) : (
                <Trans>
                  Your lesson with <strong>{coach}</strong> on <strong>{day}</strong>,{' '}
                  <strong>{time}</strong> is cancelled. This cannot be undone.
                </Trans>
              )}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setToCancel(null)}
                disabled={cancel.isPending}
              >
                <Trans>Keep Lesson</Trans>
              </Button>
              <Button
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate({ id: toCancel.id })}
              >
                <Trans>Cancel Lesson</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
