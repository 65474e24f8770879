import { quoteAdminBooking } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../i18n/useFormat';
import { AdminFormModal } from '../AdminFormModal/AdminFormModal';
import type { GuestFormValues } from '../GuestFields/GuestFields';
import { GuestFields, guestErrors } from '../GuestFields/GuestFields';
import { ScheduleSlotFields } from '../ScheduleSlotFields/ScheduleSlotFields';
import type { SchedulePlace, ScheduleSlot } from '../ScheduleSlotFields/ScheduleSlotFields';
import { MemberSelect } from './MemberSelect';

interface AddBookingModalProps extends SchedulePlace {
  onClose: () => void;
  onCreated: () => void;
  /** The schedule's day: the booking starts there (today at the earliest). */
  date: string;
}

type Values = ScheduleSlot & GuestFormValues & { userId: string | null };

/**
 * 'Add Booking': member, bay, date, start time, duration and up to 3 guests; the admin price shown
 * before creating (the guests' passes and fees are the member's, priced by the API).
 */
export function AddBookingModal({ onClose, onCreated, date, ...place }: AddBookingModalProps) {
  const { t } = useLingui();
  const format = useFormat();
  const form = useForm<Values>({
    initialValues: {
      userId: null,
      bayId: null,
      date: date < place.today ? place.today : date,
      start: null,
      length: '60',
      guests: [],
    },
    validate: (values) => ({
      ...(values.userId && values.bayId && values.start && values.length
        ? {}
        : // the contract's ADMIN_BOOKING_REQUIRED, in the catalog
          { root: t`Please fill in all required fields` }),
      ...guestErrors(values),
    }),
  });
  const create = trpc.adminBookings.create.useMutation({
    onSuccess: () => {
      toast({
        title: t`Booking Created`,
        description: t`The member has been e-mailed the details.`,
      });
      onCreated();
    },
    onError: (e) => form.setErrors({ root: readApiError(e, t`Failed to create booking`).message }),
  });
  const { start, length } = form.values;
  const quote =
    start && length
      ? quoteAdminBooking({
          start: new Date(start),
          durationMinutes: Number(length),
          zone: place.zone,
        })
      : null;
  const price = quote ? format.money(quote.priceCents) : '';
  const submit = (v: Values) =>
    create.mutate({
      userId: Number(v.userId),
      bayId: Number(v.bayId),
      startTime: v.start ?? '',
      durationMinutes: Number(v.length),
      guests: v.guests,
    });
  return (
    <AdminFormModal
      title={t`Add Booking`}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      submitLabel={t`Create Booking`}
      busy={create.isPending}
      error={form.errors.root}
    >
      <MemberSelect {...form.getInputProps('userId')} />
      <ScheduleSlotFields
        {...place}
        value={form.values}
        onChange={form.setValues}
        bayPlaceholder={t`Choose a bay`}
        startPlaceholder={t`Choose a time`}
      />
      {quote && (
        <Text size="sm" aria-live="polite">
          {quote.isPeak ? (
            <Trans>
              Price: <strong>{price}</strong> (peak)
            </Trans>
          ) : (
            <Trans>
              Price: <strong>{price}</strong> (off-peak)
            </Trans>
          )}
        </Text>
      )}
      <GuestFields form={form} />
    </AdminFormModal>
  );
}
