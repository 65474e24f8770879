import { Trans, useLingui } from '@lingui/react/macro';
import { ScrollArea, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { dayParts } from './bookingDisplay';
import classes from './BookingDayPicker.module.css';

interface BookingDayPickerProps {
  /** The bookable local days, today first. */
  days: readonly string[];
  value: string;
  onChange: (day: string) => void;
}

/** The 14 bookable days as a strip of tiles: 'Mon 23 Nov'; today and tomorrow say so. */
export function BookingDayPicker({ days, value, onChange }: BookingDayPickerProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <div>
      <Text id="booking-day-label" fw={500} size="sm">
        <Trans>Day</Trans>
      </Text>
      <ScrollArea type="auto" offsetScrollbars="x" scrollbarSize={6} mt={4}>
        <div className={classes.strip} role="group" aria-labelledby="booking-day-label">
          {days.map((day, index) => {
            const parts = dayParts(day, i18n);
            const hint = index === 0 ? t`Today` : index === 1 ? t`Tomorrow` : parts.weekday;
            return (
              <UnstyledButton
                key={day}
                className={classes.day}
                data-selected={day === value || undefined}
                aria-pressed={day === value}
                onClick={() => onChange(day)}
              >
                <span className={classes.weekday}>{hint}</span>
                <span className={classes.date}>{parts.day}</span>
                <span className={classes.month}>{parts.month}</span>
                <VisuallyHidden>{`, ${format.weekday(day)}`}</VisuallyHidden>
              </UnstyledButton>
            );
          })}
        </div>
      </ScrollArea>
    </div>
  );
}
