// Mantine's date styles come with the pickers (main.tsx loads only the core styles).
import '@mantine/dates/styles.css';
import { LEAGUE_FORM_MESSAGES } from '@club/contract';
import type { TLeague, TLocation } from '@club/contract';
import {
  GAME_TYPE_OPTIONS,
  LEAGUE_END_TIME_OPTIONS,
  LEAGUE_FORMAT_OPTIONS,
  LEAGUE_LIMITS,
  LEAGUE_START_TIME_OPTIONS,
  NUMBER_OF_BAYS_OPTIONS,
  TEAM_TYPE_OPTIONS,
  weekdayName,
} from '@club/domain';
import type { LocalDate } from '@club/domain';
import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { toast } from '../../lib/toast';
import type { LeagueFormValues } from './adminLeagueForm';
import {
  initialLeagueForm,
  leagueFormValues,
  leaguePayload,
  minEndDate,
  validateLeagueForm,
  withDuration,
  withEndDate,
  withStartDate,
} from './adminLeagueForm';

interface AdminLeagueFormProps {
  today: LocalDate;
  locations: readonly TLocation[];
  busy: boolean;
  onSubmit: (payload: ReturnType<typeof leaguePayload>) => void;
  onCancel: () => void;
  /** Editing this league: its values prefilled; location, team and game type stay as created. */
  league?: TLeague;
}

const DATE_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

const asNumber = (v: number | string) => (typeof v === 'number' ? v : Number.parseInt(v, 10));

/**
 * Create New League (spec section 2 and 5): every field, hint and message of the spec. With a
 * `league`, the same form edits it (Save Changes); a league that has started keeps its start date.
 */
export function AdminLeagueForm({
  today,
  locations,
  busy,
  onSubmit,
  onCancel,
  league,
}: AdminLeagueFormProps) {
  const form = useForm<LeagueFormValues>({
    initialValues: league ? leagueFormValues(league) : initialLeagueForm(today, locations[0]),
    validate: validateLeagueForm(today, locations, league?.startDate),
  });
  const editing = league !== undefined;
  const started = editing && league.status !== 'upcoming';
  const { values } = form;
  const capacity = asNumber(values.capacity);
  const invalid = () =>
    toast({
      title: LEAGUE_FORM_MESSAGES.invalidTitle,
      description: LEAGUE_FORM_MESSAGES.invalid,
      variant: 'destructive',
    });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => onSubmit(leaguePayload(v, locations)), invalid)}
      aria-label={editing ? 'Edit League' : 'Create League'}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="League Name" size="sm" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Location"
            withAsterisk
            allowDeselect={false}
            disabled={editing}
            data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            {...form.getInputProps('locationId')}
          />
          <Select
            label="League Format"
            withAsterisk
            allowDeselect={false}
            data={[...LEAGUE_FORMAT_OPTIONS]}
            {...form.getInputProps('format')}
          />
          <Select
            label="Team Type"
            withAsterisk
            allowDeselect={false}
            disabled={editing}
            data={[...TEAM_TYPE_OPTIONS]}
            {...form.getInputProps('teamType')}
          />
          <Select
            label="Game Type"
            withAsterisk
            allowDeselect={false}
            disabled={editing}
            data={[...GAME_TYPE_OPTIONS]}
            {...form.getInputProps('gameType')}
          />
          <TextInput
            label="Day of Week"
            size="sm"
            readOnly
            value={weekdayName(values.dayOfWeek)}
            description="Set automatically from the start date."
            error={form.errors.dayOfWeek}
          />
          <DatePickerInput
            label="Start Date"
            withAsterisk
            minDate={started ? undefined : today}
            disabled={started}
            valueFormat="M/D/YY"
            leftSection={<IconCalendar size={18} aria-hidden />}
            ariaLabels={DATE_LABELS}
            {...form.getInputProps('startDate')}
            onChange={(d) => form.setValues(withStartDate(values, d))}
          />
          <DatePickerInput
            label="End Date"
            withAsterisk
            minDate={minEndDate(values, today)}
            valueFormat="M/D/YY"
            leftSection={<IconCalendar size={18} aria-hidden />}
            ariaLabels={DATE_LABELS}
            description="Start date plus the duration."
            {...form.getInputProps('endDate')}
            onChange={(d) => form.setValues(withEndDate(values, d))}
          />
          <Select
            label="Start Time"
            withAsterisk
            allowDeselect={false}
            data={LEAGUE_START_TIME_OPTIONS}
            {...form.getInputProps('startTime')}
          />
          <Select
            label="End Time"
            withAsterisk
            allowDeselect={false}
            data={LEAGUE_END_TIME_OPTIONS}
            {...form.getInputProps('endTime')}
          />
          <NumberInput
            label="Duration (Weeks)"
            withAsterisk
            min={LEAGUE_LIMITS.minWeeks}
            max={LEAGUE_LIMITS.maxWeeks}
            allowDecimal={false}
            description={LEAGUE_FORM_MESSAGES.durationHint}
            {...form.getInputProps('durationWeeks')}
            onChange={(v: number | string) => form.setValues(withDuration(values, v))}
          />
          <NumberInput
            label="Maximum Participants"
            withAsterisk
            min={LEAGUE_LIMITS.minCapacity}
            max={LEAGUE_LIMITS.maxCapacity}
            allowDecimal={false}
            description={
              values.teamType === 'scramble' && Number.isInteger(capacity)
                ? `${LEAGUE_FORM_MESSAGES.capacityHint} Scramble: teams of 2, ${Math.floor(capacity / 2)} teams.`
                : LEAGUE_FORM_MESSAGES.capacityHint
            }
            {...form.getInputProps('capacity')}
          />
          <Select
            label="Number of Bays"
            withAsterisk
            allowDeselect={false}
            data={NUMBER_OF_BAYS_OPTIONS.map((n) => String(n))}
            description="League nights hold this many bays: the highest-numbered not held by another league that night."
            {...form.getInputProps('numberofBays')}
          />
          <NumberInput
            label="League Price ($)"
            withAsterisk
            min={LEAGUE_LIMITS.minFee}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('fee')}
          />
        </SimpleGrid>
        <Textarea label="Prizes (optional)" rows={2} {...form.getInputProps('prizes')} />
        <Textarea
          label="Description"
          withAsterisk
          rows={3}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? 'Save Changes' : 'Create League'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
