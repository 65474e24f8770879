import { HEARD_FROM_OPTIONS, PREFERRED_TIME_OPTIONS } from '@club/domain/static-data';
import { Input, InputBase } from '@mantine/core';
import { IconCalendar, IconChevronDown } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import classes from './DemoRequestForm.module.css';

// What the form shows in place of its calendar and drop-downs until their code is wanted
// (DemoPickers.tsx): the same labels, sizes, icons and values, so nothing moves when they swap.
// Choosing one loads the real one, which opens at once with the focus. Chosen on click, never on
// pointer down: a real field swapped in mid-click got the end of that click as well, and the
// calendar it had just opened closed again.

interface StandInProps {
  /** Load the real field and open it. */
  onActivate: () => void;
}

export function DateStandIn({ onActivate }: StandInProps) {
  return (
    <InputBase
      component="button"
      type="button"
      label="Preferred Date"
      size="md"
      withAsterisk
      leftSection={<IconCalendar size={18} aria-hidden />}
      onClick={onActivate}
    >
      <Input.Placeholder>Choose a day</Input.Placeholder>
    </InputBase>
  );
}

interface SelectStandInProps extends StandInProps {
  label: string;
  value: string | null;
  placeholder?: string;
}

const OPTIONS = [...PREFERRED_TIME_OPTIONS, ...HEARD_FROM_OPTIONS];
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export function SelectStandIn({ label, value, placeholder, onActivate }: SelectStandInProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onActivate();
  };
  return (
    <InputBase
      label={label}
      size="md"
      withAsterisk
      readOnly
      role="combobox"
      aria-expanded={false}
      aria-haspopup="listbox"
      value={OPTIONS.find((o) => o.value === value)?.label ?? ''}
      placeholder={placeholder}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      classNames={{ input: classes.standIn }}
      onClick={onActivate}
      onKeyDown={onKeyDown}
    />
  );
}
