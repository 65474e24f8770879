import type { TBookingCreated } from '@club/contract';
import type { DisplayFormat } from '@club/domain';
import { DEFAULT_TIME_ZONE, localDateOf } from '@club/domain';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, Stepper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useClubLocations } from '../../hooks/useClubLocation';
import { useErrorToast } from '../../hooks/useErrorToast';
import { useFormat } from '../../i18n/useFormat';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { GuestFormValues } from '../GuestFields/GuestFields';
import { guestErrors } from '../GuestFields/GuestFields';
import { useWaiverGate } from '../Waiver/useWaiverGate';
import { WaiverAgreement } from '../Waiver/WaiverAgreement';
import { BookingConfirmStep } from './BookingConfirmStep';
import type { Slot } from './bookingDisplay';
import { DEFAULT_DURATION } from './bookingDisplay';
import { BookingTimeStep } from './BookingTimeStep';
import { BookingWaitlistModal } from './BookingWaitlistModal';
import classes from './BookingWizard.module.css';

const BOOKING_FAILED = msg`An error occurred while creating your booking`;

/**
 * The member booking wizard (spec section 2): 1 Select Time, 2 Confirm Booking. The server decides
 * every slot's status and price for this member; the screen only shows them in the club's zone.
 */
export function BookingWizard() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const utils = trpc.useUtils();
  const { location } = useClubLocations();
  const [step, setStepState] = useState(0);
  const cardRef = useRef<HTMLDivElement>(null);
  // A new step starts at its top, not wherever the member had scrolled the times to.
  const setStep = (next: number) => {
    setStepState(next);
    if ((cardRef.current?.getBoundingClientRect().top ?? 0) < 0) {
      cardRef.current?.scrollIntoView({ block: 'start' });
    }
  };
  const [day, setDay] = useState<string | null>(null);
  const [duration, setDuration] = useState(DEFAULT_DURATION);
  const [selectedStart, setSelectedStart] = useState<string | null>(null);
  // What step 2 shows: the slot as it was when the member confirmed the time.
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [waitlistPrompt, setWaitlistPrompt] = useState(false);
  const guestForm = useForm<GuestFormValues>({
    initialValues: { guests: [] },
    validate: guestErrors,
  });

  // Until the server names the bookable days, ask for today in the club's zone.
  const date = day ?? localDateOf(Date.now(), location?.timeZone ?? DEFAULT_TIME_ZONE);
  const availability = trpc.bookings.availability.useQuery({ date, durationMinutes: duration });
  useErrorToast(availability.isError, {
    title: t`Failed to fetch bookings`,
    description: t`The available times could not be loaded. Please try again.`,
  });
  const data = availability.data;
  const zone = data?.timeZone ?? location?.timeZone ?? DEFAULT_TIME_ZONE;
  const firstDay = data?.bookableDays[0];
  const outsideWindow = data !== undefined && !data.bookableDays.includes(date);
  useEffect(() => {
    // The browser's clock may disagree with the server's: follow the server's window.
    if (outsideWindow && firstDay) setDay(firstDay);
  }, [outsideWindow, firstDay]);

  const selected =
    data?.slots.find((s) => s.start === selectedStart && s.status !== 'unavailable') ?? null;

  const create = trpc.bookings.create.useMutation();
  const waiverGate = useWaiverGate();

  const refresh = () => {
    void utils.bookings.availability.invalidate();
    void utils.bookings.mine.invalidate();
    // the member's hours remaining changed
    void utils.auth.me.invalidate();
  };

  const startOver = () => {
    setSelectedStart(null);
    setChosen(null);
    setFailure(null);
    setWaitlistPrompt(false);
    guestForm.reset();
    setStep(0);
  };

  const submit = (slot: Slot, joinWaitlist: boolean) => {
    setFailure(null);
    if (guestForm.validate().hasErrors) return;
    create.mutate(
      {
        startTime: slot.start,
        durationMinutes: duration,
        joinWaitlist,
        guests: guestForm.values.guests,
      },
      {
        onSuccess: (booking) => {
          announce(booking, zone, i18n, format);
          startOver();
          refresh();
        },
        onError: (error) => {
          const { canJoinWaitlist, message } = readApiError(error, t(BOOKING_FAILED));
          setWaitlistPrompt(false);
          if (waiverGate.offer(error, () => submit(slot, joinWaitlist))) return;
          if (canJoinWaitlist && !joinWaitlist) setWaitlistPrompt(true);
          else setFailure(message);
          void utils.bookings.availability.invalidate();
        },
      },
    );
  };

  return (
    <Paper
      ref={cardRef}
      withBorder
      shadow="sm"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.card}
    >
      <Stepper
        active={step}
        onStepClick={(index) => index === 0 && setStep(0)}
        allowNextStepsSelect={false}
        size="sm"
        color="pine"
        contentPadding="xl"
      >
        <Stepper.Step label={t`Select Time`} description={t`Day, duration and start`}>
          <BookingTimeStep
            date={date}
            onDateChange={(next) => {
              setDay(next);
              setSelectedStart(null);
            }}
            duration={duration}
            onDurationChange={setDuration}
            availability={data}
            isLoading={availability.isPending}
            isError={availability.isError}
            onRetry={() => void availability.refetch()}
            selected={selected}
            onSelect={(slot) => setSelectedStart(slot.start)}
            onConfirmTime={() => {
              if (!selected) return;
              setChosen(selected);
              setFailure(null);
              setStep(1);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t`Confirm Booking`} description={t`Check and book`}>
          {chosen && (
            <BookingConfirmStep
              slot={chosen}
              date={date}
              duration={duration}
              zone={zone}
              location={location}
              plan={data?.plan}
              guestForm={guestForm}
              guestCharges={data?.guestCharges}
              failure={failure}
              isSubmitting={create.isPending && !waitlistPrompt}
              onConfirm={() => waiverGate.guard(() => submit(chosen, false))}
              onChooseDifferentTime={startOver}
              onBack={() => setStep(0)}
            />
          )}
        </Stepper.Step>
      </Stepper>
      <BookingWaitlistModal
        opened={waitlistPrompt}
        when={
          chosen
            ? `${format.weekday(date)}, ${format.timeRange(new Date(chosen.start), new Date(chosen.end), zone)}`
            : ''
        }
        isJoining={create.isPending}
        onJoin={() => chosen && submit(chosen, true)}
        onFindAnotherTime={startOver}
      />
      <WaiverAgreement {...waiverGate.agreement} />
    </Paper>
  );
}

/** The success toast: booked, or a place on the waitlist with its number. */
function announce(booking: TBookingCreated, zone: string, i18n: I18n, format: DisplayFormat) {
  if (!booking.isWaitlisted) {
    toast({
      title: i18n._(msg`Booking confirmed!`),
      description: i18n._(msg`Your simulator time has been booked successfully.`),
    });
    return;
  }
  const when = format.when(
    { startTime: new Date(booking.startTime), endTime: new Date(booking.endTime) },
    zone,
  );
  const position = booking.waitlistPosition ?? 1;
  toast({
    title: i18n._(msg`You're #${position} on the waitlist`),
    description: i18n._(
      msg`We saved your place for ${when}. Your booking is confirmed automatically and you are notified when a spot opens.`,
    ),
  });
}
