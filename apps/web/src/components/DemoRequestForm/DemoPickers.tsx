// Mantine's date styles come with the pickers (main.tsx loads only the core styles).
import '@mantine/dates/styles.css';
import { DEFAULT_TIME_ZONE, demoDateWindow, localDateOf } from '@club/domain';
import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { DatePickerInputProps } from '@mantine/dates';
import { IconCalendar, IconChevronDown } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

// The demo form's calendar and drop-downs (Mantine dates, Combobox and their positioning code):
// loaded once the visitor reaches for the form, not with the page (DemoRequestForm.tsx shows
// look-alike fields until then). `openOnMount`: the visitor chose the field before it was here.

interface OpenOnMount {
  openOnMount?: boolean;
}

/** Preferred Date: today to 3 months ahead, in the club's zone. */
export function DemoDateField({
  openOnMount = false,
  ...props
}: DatePickerInputProps & OpenOnMount) {
  const [dates] = useState(() => demoDateWindow(localDateOf(new Date(), DEFAULT_TIME_ZONE)));
  const button = useRef<HTMLButtonElement>(null);
  const [opensNow] = useState(openOnMount);
  useEffect(() => {
    if (!opensNow) return;
    button.current?.focus();
    button.current?.click();
  }, [opensNow]);
  return (
    <DatePickerInput
      ref={button}
      label="Preferred Date"
      placeholder="Choose a day"
      size="md"
      withAsterisk
      minDate={dates.min}
      maxDate={dates.max}
      firstDayOfWeek={0}
      weekendDays={[]}
      valueFormat="M/D/YY"
      leftSection={<IconCalendar size={18} aria-hidden />}
      ariaLabels={{
        nextMonth: 'Next month',
        previousMonth: 'Previous month',
        monthLevelControl: 'Choose a month',
        yearLevelControl: 'Choose a year',
      }}
      popoverProps={{ position: 'bottom-start' }}
      {...props}
    />
  );
}

/** A required drop-down of the form. */
export function DemoSelectField({ openOnMount = false, ...props }: SelectProps & OpenOnMount) {
  return (
    <Select
      defaultDropdownOpened={openOnMount}
      autoFocus={openOnMount}
      size="md"
      withAsterisk
      allowDeselect={false}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      {...props}
    />
  );
}
