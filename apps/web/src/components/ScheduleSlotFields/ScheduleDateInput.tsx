// Mantine's date styles come with the pickers (main.tsx loads only the core styles).
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';

interface ScheduleDateInputProps {
  value: string;
  today: string;
  /** The new day ('YYYY-MM-DD'); a cleared field answers the day it had. */
  onChange: (date: string) => void;
}

/** The admin dialogs' 'Date' (Add Booking, Move Booking, the lesson dialog): today or later. */
export function ScheduleDateInput({ value, today, onChange }: ScheduleDateInputProps) {
  return (
    <DatePickerInput
      label="Date"
      value={value}
      minDate={today}
      onChange={(picked) => onChange(picked ?? value)}
    />
  );
}
