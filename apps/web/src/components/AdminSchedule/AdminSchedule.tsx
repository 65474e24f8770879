// Mantine's date styles come with the pickers (main.tsx loads only the core styles).
import '@mantine/dates/styles.css';
import type { TAdminBooking, TAdminLesson } from '@club/contract';
import { addDays, localDateOf, SCHEDULE_LEGEND, type ScheduleItemKind } from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Button, Group, Select, Skeleton, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconChevronLeft, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminConfirm } from '../AdminConfirm/AdminConfirm';
import { AddBookingModal } from './AddBookingModal';
import { LessonCancelConfirm } from './LessonCancelConfirm';
import { LessonModal } from './LessonModal';
import { MoveBookingModal } from './MoveBookingModal';
import { ScheduleGrid } from './ScheduleGrid';
import { WaitlistList } from './WaitlistList';
import { fullName, gridModel, waitlistOf } from './scheduleView';
import classes from './AdminSchedule.module.css';

type Pending = { kind: 'cancel' | 'promote' | 'remove'; booking: TAdminBooking } | null;

/** The legend's words for the domain's kinds (SCHEDULE_LEGEND's English, in the catalog). */
const LEGEND_LABEL: Record<ScheduleItemKind, MessageDescriptor> = {
  booking: msg`Bookings`,
  lesson: msg`Lessons`,
  league: msg`Leagues`,
  waitlisted: msg`Waitlisted`,
};

/** The domain's SCHEDULE_EMPTY_TEXT, in the catalog. */
const EMPTY_TEXT = msg`No simulator bays available at this location.`;

/** Booking Schedule: a location's day by bay, with Add Booking, move, cancel and the waitlist. */
export function AdminSchedule() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const utils = trpc.useUtils();
  const locations = trpc.locations.list.useQuery();
  const [locationId, setLocationId] = useState<number | null>(null);
  const location = locations.data?.find((l) => l.id === locationId) ?? locations.data?.[0];
  const zone = location?.timeZone ?? 'America/Chicago';
  const today = localDateOf(new Date(), zone);
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? today;
  const schedule = trpc.adminBookings.day.useQuery(
    { date: day, ...(location ? { locationId: location.id } : {}) },
    {
      enabled: location !== undefined,
      // a front-desk screen: a day shown again is read again (other desks and members change it)
      staleTime: 0,
    },
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TAdminBooking | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [lessonToCancel, setLessonToCancel] = useState<TAdminLesson | null>(null);
  const [lessonDialog, setLessonDialog] = useState<TAdminLesson | 'new' | null>(null);
  const refresh = () => {
    void utils.adminBookings.day.invalidate();
    void utils.adminInsights.invalidate();
  };
  const settle = {
    onSettled: () => {
      setPending(null);
      refresh();
    },
  };
  const cancel = trpc.adminBookings.cancel.useMutation({
    ...settle,
    onSuccess: (c) => {
      const promoted = c.promotedBookingIds.length;
      toast({
        title: t`Booking canceled`,
        description: promoted
          ? t`${plural(promoted, {
              one: '# waitlisted booking(s) confirmed.',
              other: '# waitlisted booking(s) confirmed.',
            })}`
          : undefined,
      });
    },
    onError: (e) => {
      const message = readApiError(e).message;
      toast({ title: t`Failed to cancel booking: ${message}`, variant: 'destructive' });
    },
  });
  const promote = trpc.adminBookings.promote.useMutation({
    ...settle,
    onSuccess: () =>
      toast({ title: t`Booking promoted`, description: t`The member has been e-mailed.` }),
    onError: (e) => {
      const message = readApiError(e).message;
      toast({ title: t`Failed to promote booking: ${message}`, variant: 'destructive' });
    },
  });

  const data = schedule.data;
  const model = data ? gridModel(data, i18n) : null;
  const waiting = data ? waitlistOf(data) : [];
  const busy = cancel.isPending || promote.isPending;
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'promote') promote.mutate({ id: pending.booking.id });
    else cancel.mutate({ id: pending.booking.id });
  };
  const who = pending ? fullName(pending.booking) : '';
  const time = pending
    ? format.timeRange(new Date(pending.booking.startTime), new Date(pending.booking.endTime), zone)
    : '';

  return (
    <Stack gap="md">
      <div className={classes.controls}>
        <Select
          label={t`Location`}
          data={(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
          value={location ? String(location.id) : null}
          onChange={(v) => setLocationId(v ? Number(v) : null)}
          allowDeselect={false}
          w={220}
        />
        <Group gap={6} align="flex-end">
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={t`Previous day`}
            onClick={() => setDate(addDays(day, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <DatePickerInput
            label={t`Date`}
            value={day}
            onChange={(v) => v && setDate(v)}
            w={170}
            valueFormat={t({
              message: 'ddd, MMM D, YYYY',
              comment: "dayjs's format of the schedule's day ('Tue, Nov 24, 2026')",
            })}
          />
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={t`Next day`}
            onClick={() => setDate(addDays(day, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => setDate(today)}>
            <Trans>Today</Trans>
          </Button>
        </Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={!data}
          ml="auto"
        >
          <Trans>Add Booking</Trans>
        </Button>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setLessonDialog('new')}
          disabled={!data}
        >
          <Trans>Add Lesson</Trans>
        </Button>
      </div>
      <div className={classes.legend} aria-label={t`Legend`}>
        {SCHEDULE_LEGEND.map((l) => (
          <span key={l.kind}>
            <span className={`${classes.swatch} ${classes.item}`} data-kind={l.kind} aria-hidden />
            {t(LEGEND_LABEL[l.kind])}
          </span>
        ))}
      </div>
      {schedule.isPending && (
        <Skeleton height={420} radius="md" role="status" aria-label={t`Loading schedule`} />
      )}
      {schedule.isError && (
        <Alert color="red" variant="light">
          <Trans>The schedule could not be loaded. Please try again.</Trans>
        </Alert>
      )}
      {data &&
        model &&
        (data.bays.length === 0 ? (
          <Alert variant="light">{t(EMPTY_TEXT)}</Alert>
        ) : (
          <ScheduleGrid
            model={model}
            zone={zone}
            onEdit={setEditing}
            onCancel={(b) => setPending({ kind: 'cancel', booking: b })}
            onPromote={(b) => setPending({ kind: 'promote', booking: b })}
            onCancelLesson={setLessonToCancel}
            onEditLesson={setLessonDialog}
          />
        ))}
      <WaitlistList
        bookings={waiting}
        zone={zone}
        onPromote={(b) => setPending({ kind: 'promote', booking: b })}
        onRemove={(b) => setPending({ kind: 'remove', booking: b })}
      />
      {data && adding && (
        <AddBookingModal
          onClose={() => setAdding(false)}
          onCreated={() => {
            setAdding(false);
            refresh();
          }}
          bays={data.bays}
          zone={zone}
          date={day}
          today={today}
        />
      )}
      {data && editing && (
        <MoveBookingModal
          booking={editing}
          bays={data.bays}
          zone={zone}
          today={today}
          onClose={() => setEditing(null)}
          onMoved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      <AdminConfirm
        opened={pending !== null}
        title={
          pending?.kind === 'promote'
            ? t`Promote this booking?`
            : pending?.kind === 'remove'
              ? t`Remove from the waitlist?`
              : t`Cancel this booking?`
        }
        confirmLabel={
          pending?.kind === 'promote'
            ? t`Promote`
            : pending?.kind === 'remove'
              ? t`Remove`
              : t`Cancel Booking`
        }
        color={pending?.kind === 'promote' ? 'pine' : 'red'}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      >
        {pending?.kind === 'promote'
          ? t`${who}, ${time} will be confirmed on the first free bay and the member e-mailed.`
          : t`${who}, ${time}. The booking is kept as cancelled; waitlisted members who fit are confirmed.`}
      </AdminConfirm>
      {data && lessonDialog && (
        <LessonModal
          lesson={lessonDialog === 'new' ? null : lessonDialog}
          bays={data.bays}
          zone={zone}
          date={day}
          today={today}
          onClose={() => setLessonDialog(null)}
          onDone={() => {
            setLessonDialog(null);
            refresh();
          }}
        />
      )}
      <LessonCancelConfirm
        lesson={lessonToCancel}
        zone={zone}
        onClose={() => setLessonToCancel(null)}
      />
    </Stack>
  );
}
