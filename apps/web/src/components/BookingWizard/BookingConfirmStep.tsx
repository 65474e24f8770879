import type { TAvailability, TLocation } from '@club/contract';
import type { MembershipType } from '@club/domain';
import { coverSession, guestFeesCents, PLAN_NAMES } from '@club/domain';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCheck,
  IconHourglassHigh,
} from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/useFormat';
import type { GuestFormValues } from '../GuestFields/GuestFields';
import { GuestFields } from '../GuestFields/GuestFields';
import type { Slot } from './bookingDisplay';
import { durationLabel, rateLabel, SLOT_LOOK } from './bookingDisplay';
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

/** Minutes as the plan line says them: '1 h', '1.5 h', '30 min'. */
function hoursText(minutes: number, i18n: I18n): string {
  if (minutes < 60) return i18n._(msg`${minutes} min`);
  const hours = i18n.number(minutes / 60);
  return i18n._(msg`${hours} h`);
}

/**
 * What the plan covers before the member confirms (the domain's planCoverLine, in the screens'
 * language): 'Included in your Pro plan: 1 h of 1 h left this month', and '; the rest is charged'
 * when a price remains; null when the plan covers nothing of it.
 */
function planCoverText(
  tier: MembershipType,
  duration: number,
  minutesLeft: number | null,
  charged: boolean,
  i18n: I18n,
): string | null {
  const { coveredMinutes } = coverSession(duration, minutesLeft);
  if (coveredMinutes === 0) return null;
  const plan = PLAN_NAMES[tier];
  if (minutesLeft === null) {
    return charged
      ? i18n._(msg`Included in your ${plan} plan; the rest is charged`)
      : i18n._(msg`Included in your ${plan} plan`);
  }
  const covered = hoursText(coveredMinutes, i18n);
  const left = hoursText(minutesLeft, i18n);
  return charged
    ? i18n._(
        msg`Included in your ${plan} plan: ${covered} of ${left} left this month; the rest is charged`,
      )
    : i18n._(msg`Included in your ${plan} plan: ${covered} of ${left} left this month`);
}

/** Step 2, 'Confirm Booking': the session summary and the three buttons. */
export function BookingConfirmStep(props: BookingConfirmStepProps) {
  const { slot, zone } = props;
  const { t, i18n } = useLingui();
  const format = useFormat();
  const look = SLOT_LOOK[slot.status];
  const StatusIcon = look.icon;
  const waitlist = slot.status === 'waitlist';
  const { plan, failure } = props;
  const covered =
    plan && !waitlist
      ? planCoverText(plan.tier, props.duration, plan.minutesLeft, (slot.priceCents ?? 0) > 0, i18n)
      : null;
  const guestCount = props.guestForm.values.guests.length;
  const guestFees = guestFeesCents((props.guestCharges ?? []).slice(0, guestCount));
  const total = slot.priceCents !== null ? format.money(slot.priceCents + guestFees) : '';
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>
          <Trans>Confirm Your Session</Trans>
        </Title>
        <Text c="dimmed" mt={4}>
          <Trans>Check the details below; the club assigns your bay when you confirm.</Trans>
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className={classes.summary}>
        <dl className={classes.facts} aria-label={t`Session summary`}>
          <Fact term={t`Location`}>
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a city's name, until the club's location loads */}
            {props.location?.name ?? 'San Antonio'}
          </Fact>
          <Fact term={t`Day`}>{format.weekday(props.date)}</Fact>
          <Fact term={t`Time`}>
            {format.timeRange(new Date(slot.start), new Date(slot.end), zone)}
          </Fact>
          <Fact term={t`Duration`}>{durationLabel(props.duration, i18n)}</Fact>
          <Fact term={t`Rate`}>
            <Badge
              variant="light"
              color={look.color}
              // the tint's own text colour is 3.8:1 on its background (axe): dark text reads
              c="dark.8"
              leftSection={<StatusIcon size={14} aria-hidden />}
              className={classes.rateBadge}
            >
              {rateLabel(slot.status, i18n)}
            </Badge>
          </Fact>
          <Fact term={t`Price`}>
            {slot.priceCents !== null ? (
              <>
                <Text span fw={700} fz="xl" c="pine.8">
                  {format.money(slot.priceCents)}
                </Text>
                {covered && (
                  <Text size="sm" c="dimmed" mt={2}>
                    {covered}
                  </Text>
                )}
              </>
            ) : (
              t`Set when a bay is confirmed`
            )}
          </Fact>
        </dl>
      </Paper>
      <GuestFields form={props.guestForm} charges={props.guestCharges} />
      {guestCount > 0 && slot.priceCents !== null && (
        <Text aria-live="polite">
          <Trans>
            Total with guests:{' '}
            <Text span fw={700} c="pine.8">
              {total}
            </Text>
          </Trans>
        </Text>
      )}
      {waitlist && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconHourglassHigh />}
          title={t`This time is on the waitlist`}
        >
          <Trans>
            Every bay is booked at this time. If you go ahead you can join the waitlist: your
            booking is confirmed automatically and you are notified when a spot opens.
          </Trans>
        </Alert>
      )}
      {failure && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t`Failed to create booking`}
        >
          <Trans>Error creating booking: {failure}</Trans>
        </Alert>
      )}
      <Group justify="space-between" gap="sm" className={classes.actions}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={props.onBack}
          >
            <Trans>Back</Trans>
          </Button>
          <Button variant="subtle" onClick={props.onChooseDifferentTime}>
            <Trans>Choose Different Time</Trans>
          </Button>
        </Group>
        <Button
          size="md"
          leftSection={<IconCheck size={18} aria-hidden />}
          loading={props.isSubmitting}
          onClick={props.onConfirm}
          className={classes.primaryAction}
        >
          <Trans>Confirm Booking</Trans>
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
