import type { TBay } from '@club/contract';
import { useLingui } from '@lingui/react/macro';
import { Group, Select } from '@mantine/core';
import { DURATION_OPTIONS, startTimeOptions } from '../AdminSchedule/scheduleView';
import { ScheduleDateInput } from './ScheduleDateInput';

/** Where and when a session goes: bay id (or a sentinel such as 'first'), day, start instant, minutes. */
export interface ScheduleSlot {
  bayId: string | null;
  date: string;
  start: string | null;
  length: string | null;
}

interface Choice {
  value: string;
  label: string;
}

/** The schedule a dialog opens on: its location's bays and time zone, and today there. */
export interface SchedulePlace {
  bays: readonly TBay[];
  zone: string;
  today: string;
}

interface ScheduleSlotFieldsProps extends SchedulePlace {
  value: ScheduleSlot;
  onChange: (slot: ScheduleSlot) => void;
  /** A booking's 'Duration' (1 to 4 hours) unless given: a lesson's 'Length'. */
  lengthLabel?: string;
  lengthOptions?: readonly Choice[];
  /** Offered before the active bays (a lesson's 'First free bay'). */
  firstBayOption?: Choice;
  bayPlaceholder?: string;
  startPlaceholder?: string;
  /** A bay and a length stay chosen (clicking the chosen option keeps it). */
  keepChoices?: boolean;
}

/**
 * The admin dialogs' bay, date, start and length (Add Booking, Move Booking, the lesson dialog):
 * active bays only, today or later, and a new day clears the start time chosen on the old one.
 */
export function ScheduleSlotFields({
  value,
  onChange,
  bays,
  zone,
  today,
  lengthLabel,
  lengthOptions,
  firstBayOption,
  bayPlaceholder,
  startPlaceholder,
  keepChoices = false,
}: ScheduleSlotFieldsProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<ScheduleSlot>) => onChange({ ...value, ...patch });
  const bayOptions = bays
    .filter((b) => b.isActive)
    .map((b) => ({ value: String(b.id), label: b.name }));
  return (
    <>
      <Select
        label={t`Bay`}
        placeholder={bayPlaceholder}
        allowDeselect={!keepChoices}
        data={firstBayOption ? [firstBayOption, ...bayOptions] : bayOptions}
        value={value.bayId}
        onChange={(bayId) => set({ bayId: bayId ?? (keepChoices ? value.bayId : null) })}
      />
      <ScheduleDateInput
        value={value.date}
        today={today}
        onChange={(date) => set({ date, start: null })}
      />
      <Group grow>
        <Select
          label={t`Start Time`}
          placeholder={startPlaceholder}
          data={startTimeOptions(value.date, zone, i18n)}
          value={value.start}
          onChange={(start) => set({ start })}
          searchable
        />
        <Select
          label={lengthLabel ?? t`Duration`}
          allowDeselect={!keepChoices}
          data={
            lengthOptions ?? DURATION_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))
          }
          value={value.length}
          onChange={(length) => set({ length: length ?? (keepChoices ? value.length : null) })}
        />
      </Group>
    </>
  );
}
