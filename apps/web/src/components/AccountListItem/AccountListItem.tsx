import { LANGUAGE_TAG, localDateOf } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MantineFontSize } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../AccountBookings/AccountBookings.module.css';
import { dayParts } from '../BookingWizard/bookingDisplay';
import type { Locale } from '../../i18n/locales';
import { useFormat } from '../../i18n/useFormat';
import { useLocale } from '../../i18n/useLocale';

/** The date tile's weekday, day and month ('Mon', '30', 'Nov'; 'lun', '30', 'nov'). */
function tileParts(date: string, locale: Locale): { weekday: string; day: string; month: string } {
  if (locale === 'en') return dayParts(date);
  const noon = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { ...options, timeZone: 'UTC' })
      .format(noon)
      .replace('.', '');
  return {
    weekday: part({ weekday: 'short' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
  };
}

interface AccountListItemProps {
  /** Its accessible name in the list. */
  label: string;
  className?: string | undefined;
  /** Styles the item by its state (a cancelled one is greyed). */
  status?: string;
  children: ReactNode;
}

/** One entry of a My Account list (bookings, lessons, leagues): a bordered card in the list. */
export function AccountListItem({ label, className, status, children }: AccountListItemProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      className={className}
      data-status={status}
      aria-label={label}
    >
      {children}
    </Paper>
  );
}

interface AccountSessionItemProps {
  /** 'Booking' or 'Lesson': the item is named 'Booking on <date>' or 'Lesson on <date>'. */
  kind: 'Booking' | 'Lesson';
  /** The booking or lesson: its state and its time. */
  session: { status: string; startTime: string; endTime: string };
  zone: string;
  badges: ReactNode;
  /** Where (bay) and with whom (coach). */
  details: ReactNode;
  /** Under the details: a booking's guests. */
  extra?: ReactNode;
  price: string;
  priceSize: MantineFontSize;
  /** Offered while the member may still cancel. */
  onCancel?: (() => void) | null;
}

/** A booked session on My Account: date tile, badges, day and time, details, price and Cancel. */
export function AccountSessionItem({
  kind,
  session,
  zone,
  badges,
  details,
  extra,
  price,
  priceSize,
  onCancel,
}: AccountSessionItemProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const format = useFormat();
  const start = new Date(session.startTime);
  const parts = tileParts(localDateOf(start, zone), locale);
  const day = format.date(start, zone);
  return (
    <AccountListItem
      label={kind === 'Booking' ? t`Booking on ${day}` : t`Lesson on ${day}`}
      className={classes.item}
      status={session.status}
    >
      <div className={classes.dateTile} aria-hidden>
        <span className={classes.tileWeekday}>{parts.weekday}</span>
        <span className={classes.tileDay}>{parts.day}</span>
        <span className={classes.tileMonth}>{parts.month}</span>
      </div>
      <Stack gap={6} className={classes.body}>
        <Group gap={6}>{badges}</Group>
        <Text fw={700} className={classes.when}>
          {day} · {format.timeRange(start, new Date(session.endTime), zone)}
        </Text>
        {details}
        {extra}
      </Stack>
      <Stack gap={8} align="flex-end" className={classes.side}>
        <Text fw={700} fz={priceSize} className={classes.price}>
          {price}
        </Text>
        {onCancel && (
          <Button size="xs" variant="light" color="red" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </Stack>
    </AccountListItem>
  );
}
