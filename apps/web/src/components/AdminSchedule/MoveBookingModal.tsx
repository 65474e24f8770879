import type { TAdminBooking } from '@club/contract';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { localDateOf, matchGuestList, minutesBetween, quoteAdminBooking } from '@club/domain';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../i18n/useFormat';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import type { GuestFormValues } from '../GuestFields/GuestFields';
import { GuestFields, guestErrors } from '../GuestFields/GuestFields';
import { guestStatusLine } from '../GuestFields/guestDisplay';
import { ScheduleSlotFields } from '../ScheduleSlotFields/ScheduleSlotFields';
import type { SchedulePlace, ScheduleSlot } from '../ScheduleSlotFields/ScheduleSlotFields';
import { fullName } from './scheduleView';

interface MoveBookingModalProps extends SchedulePlace {
  booking: TAdminBooking;
  onClose: () => void;
  onMoved: () => void;
}

type Values = ScheduleSlot & GuestFormValues;

/**
 * The edit button: move a booking to another bay, day, time or length (same rules as creating one)
 * and edit its guests with Add Booking's fields. Each guest the booking already has shows its pass
 * or fee and, while the club's waiver is on, whether they accepted it; the guests are sent only
 * when changed (the API keeps the ones named again, prices the list and invites new ones).
 */
export function MoveBookingModal({ booking, onClose, onMoved, ...place }: MoveBookingModalProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { zone } = place;
  const form = useForm<Values>({
    initialValues: {
      bayId: String(booking.bayId ?? ''),
      date: localDateOf(new Date(booking.startTime), zone),
      start: booking.startTime,
      length: String(minutesBetween(new Date(booking.startTime), new Date(booking.endTime))),
      guests: booking.guests.map((g) => ({ firstName: g.firstName, email: g.email ?? '' })),
    },
    validate: guestErrors,
  });
  const move = trpc.adminBookings.move.useMutation({
    onSuccess: (change) => {
      const promoted = change.promotedBookingIds.length;
      toast({
        title: t`Booking Moved`,
        description:
          promoted > 0
            ? t`${plural(promoted, {
                one: '# waitlisted booking(s) confirmed.',
                other: '# waitlisted booking(s) confirmed.',
              })}`
            : t`The member has been e-mailed.`,
      });
      onMoved();
    },
    onError: (e) => form.setErrors({ root: readApiError(e, t`Failed to move booking`).message }),
  });
  const { bayId, start, length, guests } = form.values;
  const quote =
    booking.createdByAdmin && start && length
      ? quoteAdminBooking({ start: new Date(start), durationMinutes: Number(length), zone })
      : null;
  // a row naming a guest the booking has keeps them (the API's own match): their line stays
  const kept = matchGuestList(
    booking.guests,
    guests.map((g) => ({ firstName: g.firstName, email: g.email || null })),
  ).list.map(({ keptId }) => booking.guests.find((g) => g.id === keptId));
  const notes = kept.map((g) =>
    g ? guestStatusLine(g) : t`New guest: invited when an e-mail is given`,
  );
  const submit = (v: Values) =>
    move.mutate({
      id: booking.id,
      bayId: Number(v.bayId),
      startTime: v.start ?? '',
      durationMinutes: Number(v.length),
      ...(form.isDirty('guests') ? { guests: v.guests } : {}),
    });
  const member = fullName(booking);
  const price = quote ? format.money(quote.priceCents) : '';
  return (
    <AdminFormModal
      title={t`Booking for ${member}`}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      submitLabel={t`Move Booking`}
      busy={move.isPending}
      disabled={!bayId || !start || !length}
      error={form.errors.root}
      size="lg"
      history={{ entityType: 'booking', entityId: booking.id, zone }}
    >
      <ScheduleSlotFields {...place} value={form.values} onChange={form.setValues} />
      <Text size="sm" c="dimmed">
        {quote
          ? quote.isPeak
            ? t`New price: ${price} (peak)`
            : t`New price: ${price}`
          : t`Re-priced on the member schedule for the new bay.`}
      </Text>
      <GuestFields form={form} notes={notes} />
    </AdminFormModal>
  );
}
