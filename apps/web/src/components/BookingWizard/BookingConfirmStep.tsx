import type { TAvailability, TLocation } from '@club/contract';
import {
  coverSession,
  formatCents,
  formatTimeRange,
  guestFeesCents,
  planCoverLine,
} from '@club/domain';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCheck,
  IconHourglassHigh,
} from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { GuestFormValues } from '../GuestFields/GuestFields';
import { GuestFields } from '../GuestFields/GuestFields';
import type { Slot } from './bookingDisplay';
import { durationLabel, longDayLabel, rateLabel, SLOT_LOOK } from './bookingDisplay';
import classes from './BookingWizard.module.css';

interface BookingConfirmStepProps {
  slot: Slot;
  date: string;
  duration: number;
  zone: string;
  location: TLocation | undefined;
  /** The member's plan and its minutes left in the session's month (the day's availability). */
  plan: TAvailability['plan'] | undefined;
  /** The guests the member brings, and what a 1st, 2nd and 3rd guest cost that day. */
  guestForm: UseFormReturnType<GuestFormValues>;
  guestCharges: TAvailability['guestCharges'] | undefined;
  /** The server's text when the booking failed (not a full-bays answer). */
  failure: string | null;
  isSubmitting: boolean;
  onConfirm: () => void;
  onChooseDifferentTime: () => void;
  onBack: () => void;
}

/** Step 2, 'Confirm Booking': the session summary and the three buttons. */
export function BookingConfirmStep(props: BookingConfirmStepProps) {
  const { slot, zone } = props;
  const look = SLOT_LOOK[slot.status];
  const StatusIcon = look.icon;
  const waitlist = slot.status === 'waitlist';
  const { plan } = props;
  const covered =
    plan && !waitlist
      ? planCoverLine(plan.tier, coverSession(props.duration, plan.minutesLeft), plan.minutesLeft)
      : null;
  const guestCount = props.guestForm.values.guests.length;
  const guestFees = guestFeesCents((props.guestCharges ?? []).slice(0, guestCount));
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Confirm Your Session</Title>
        <Text c="dimmed" mt={4}>
          Check the details below; the club assigns your bay when you confirm.
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.summary}>
        <dl className={classes.facts} aria-label="Session summary">
          <Fact term="Location">{props.location?.name ?? 'San Antonio'}</Fact>
          <Fact term="Day">{longDayLabel(props.date)}</Fact>
          <Fact term="Time">{formatTimeRange(new Date(slot.start), new Date(slot.end), zone)}</Fact>
          <Fact term="Duration">{durationLabel(props.duration)}</Fact>
          <Fact term="Rate">
            <Badge
              variant="light"
              color={look.color}
              // the tint's own text colour is 3.8:1 on its background (axe): dark text reads
              c="dark.8"
              leftSection={<StatusIcon size={14} aria-hidden />}
              className={classes.rateBadge}
            >
              {rateLabel(slot.status)}
            </Badge>
          </Fact>
          <Fact term="Price">
            {slot.priceCents !== null ? (
              <>
                <Text span fw={700} fz="xl" c="pine.8">
                  {formatCents(slot.priceCents)}
                </Text>
                {covered && (
                  <Text size="sm" c="dimmed" mt={2}>
                    {covered}
                    {slot.priceCents > 0 && '; the rest is charged'}
                  </Text>
                )}
              </>
            ) : (
              'Set when a bay is confirmed'
            )}
          </Fact>
        </dl>
      </Paper>
      <GuestFields form={props.guestForm} charges={props.guestCharges} />
      {guestCount > 0 && slot.priceCents !== null && (
        <Text aria-live="polite">
          Total with guests:{' '}
          <Text span fw={700} c="pine.8">
            {formatCents(slot.priceCents + guestFees)}
          </Text>
        </Text>
      )}
      {waitlist && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconHourglassHigh />}
          title="This time is on the waitlist"
        >
          Every bay is booked at this time. If you go ahead you can join the waitlist: your booking
          is confirmed automatically and you are notified when a spot opens.
        </Alert>
      )}
      {props.failure && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          title="Failed to create booking"
        >
          Error creating booking: {props.failure}
        </Alert>
      )}
      <Group justify="space-between" gap="sm" className={classes.actions}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={props.onBack}
          >
            Back
          </Button>
          <Button variant="subtle" onClick={props.onChooseDifferentTime}>
            Choose Different Time
          </Button>
        </Group>
        <Button
          size="md"
          leftSection={<IconCheck size={18} aria-hidden />}
          loading={props.isSubmitting}
          onClick={props.onConfirm}
          className={classes.primaryAction}
        >
          Confirm Booking
        </Button>
      </Group>
    </Stack>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
