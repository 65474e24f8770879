// Mantine's date styles come with the pickers (main.tsx loads only the core styles).
import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { DatePickerInput } from '@mantine/dates';

interface ScheduleDateInputProps {
  value: string;
  today: string;
  /** The new day ('YYYY-MM-DD'); a cleared field answers the day it had. */
  onChange: (date: string) => void;
}

/** The admin dialogs' 'Date' (Add Booking, Move Booking, the lesson dialog): today or later. */
export function ScheduleDateInput({ value, today, onChange }: ScheduleDateInputProps) {
  const { t } = useLingui();
  return (
    <DatePickerInput
      label={t`Date`}
      value={value}
      minDate={today}
      onChange={(picked) => onChange(picked ?? value)}
    />
  );
}
