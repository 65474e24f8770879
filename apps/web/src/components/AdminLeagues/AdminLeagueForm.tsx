// Mantine's date styles come with the pickers (main.tsx loads only the core styles).
import '@mantine/dates/styles.css';
import type { TLeague, TLocation } from '@club/contract';
import {
  GAME_TYPE_OPTIONS,
  LEAGUE_END_TIME_OPTIONS,
  LEAGUE_FORMAT_OPTIONS,
  LEAGUE_LIMITS,
  LEAGUE_START_TIME_OPTIONS,
  NUMBER_OF_BAYS_OPTIONS,
  TEAM_TYPE_OPTIONS,
} from '@club/domain';
import type { LocalDate } from '@club/domain';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../i18n/useFormat';
import { useLocale } from '../../i18n/useLocale';
import { toast } from '../../lib/toast';
import { weekdayMessage } from '../AdminMenu/weekdays';
import {
  GAME_TYPE_MESSAGES,
  LEAGUE_FORMAT_MESSAGES,
  TEAM_TYPE_MESSAGES,
} from '../../content/leagueWords';
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
  nextMonth: msg`Next month`,
  previousMonth: msg`Previous month`,
  monthLevelControl: msg`Choose a month`,
  yearLevelControl: msg`Choose a year`,
};

/** The contract's LEAGUE_FORM_MESSAGES this form shows itself, in the catalogs. */
const FORM_TEXT = {
  invalidTitle: msg`Form validation failed`,
  invalid: msg`Please fill in all required fields correctly`,
  capacityHint: msg`Maximum number of players (2-40).`,
  durationHint: msg`Number of weeks the league will run (1-12 weeks).`,
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
  const { t } = useLingui();
  const format = useFormat();
  const { locale } = useLocale();
  // the picker's day as the language writes it: 11/30/26, 30/11/26
  const valueFormat = locale === 'en' ? 'M/D/YY' : 'D/M/YY';
  const dateLabels = {
    nextMonth: t(DATE_LABELS.nextMonth),
    previousMonth: t(DATE_LABELS.previousMonth),
    monthLevelControl: t(DATE_LABELS.monthLevelControl),
    yearLevelControl: t(DATE_LABELS.yearLevelControl),
  };
  const timeOptions = (options: readonly { value: string }[]) =>
    options.map((o) => ({ value: o.value, label: format.clock(o.value) }));
  const form = useForm<LeagueFormValues>({
    initialValues: league ? leagueFormValues(league) : initialLeagueForm(today, locations[0]),
    validate: validateLeagueForm(today, locations, league?.startDate),
  });
  const editing = league !== undefined;
  const started = editing && league.status !== 'upcoming';
  const { values } = form;
  const capacity = asNumber(values.capacity);
  const teams = Math.floor(capacity / 2);
  const invalid = () =>
    toast({
      title: t(FORM_TEXT.invalidTitle),
      description: t(FORM_TEXT.invalid),
      variant: 'destructive',
    });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => onSubmit(leaguePayload(v, locations)), invalid)}
      aria-label={editing ? t`Edit League` : t`Create League`}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`League Name`}
            size="sm"
            withAsterisk
            {...form.getInputProps('name')}
          />
          <Select
            label={t`Location`}
            withAsterisk
            allowDeselect={false}
            disabled={editing}
            data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
            {...form.getInputProps('locationId')}
          />
          <Select
            label={t`League Format`}
            withAsterisk
            allowDeselect={false}
            data={LEAGUE_FORMAT_OPTIONS.map(({ value }) => ({
              value,
              label: t(LEAGUE_FORMAT_MESSAGES[value]),
            }))}
            {...form.getInputProps('format')}
          />
          <Select
            label={t`Team Type`}
            withAsterisk
            allowDeselect={false}
            disabled={editing}
            data={TEAM_TYPE_OPTIONS.map(({ value }) => ({
              value,
              label: t(TEAM_TYPE_MESSAGES[value]),
            }))}
            {...form.getInputProps('teamType')}
          />
          <Select
            label={t`Game Type`}
            withAsterisk
            allowDeselect={false}
            disabled={editing}
            data={GAME_TYPE_OPTIONS.map(({ value }) => ({
              value,
              label: t(GAME_TYPE_MESSAGES[value]),
            }))}
            {...form.getInputProps('gameType')}
          />
          <TextInput
            label={t`Day of Week`}
            size="sm"
            readOnly
            value={t(weekdayMessage(values.dayOfWeek))}
            description={t`Set automatically from the start date.`}
            error={form.errors.dayOfWeek}
          />
          <DatePickerInput
            label={t`Start Date`}
            withAsterisk
            minDate={started ? undefined : today}
            disabled={started}
            valueFormat={valueFormat}
            leftSection={<IconCalendar size={18} aria-hidden />}
            ariaLabels={dateLabels}
            {...form.getInputProps('startDate')}
            onChange={(d) => form.setValues(withStartDate(values, d))}
          />
          <DatePickerInput
            label={t`End Date`}
            withAsterisk
            minDate={minEndDate(values, today)}
            valueFormat={valueFormat}
            leftSection={<IconCalendar size={18} aria-hidden />}
            ariaLabels={dateLabels}
            description={t`Start date plus the duration.`}
            {...form.getInputProps('endDate')}
            onChange={(d) => form.setValues(withEndDate(values, d))}
          />
          <Select
            label={t`Start Time`}
            withAsterisk
            allowDeselect={false}
            data={timeOptions(LEAGUE_START_TIME_OPTIONS)}
            {...form.getInputProps('startTime')}
          />
          <Select
            label={t`End Time`}
            withAsterisk
            allowDeselect={false}
            data={timeOptions(LEAGUE_END_TIME_OPTIONS)}
            {...form.getInputProps('endTime')}
          />
          <NumberInput
            label={t`Duration (Weeks)`}
            withAsterisk
            min={LEAGUE_LIMITS.minWeeks}
            max={LEAGUE_LIMITS.maxWeeks}
            allowDecimal={false}
            description={t(FORM_TEXT.durationHint)}
            {...form.getInputProps('durationWeeks')}
            onChange={(v: number | string) => form.setValues(withDuration(values, v))}
          />
          <NumberInput
            label={t`Maximum Participants`}
            withAsterisk
            min={LEAGUE_LIMITS.minCapacity}
            max={LEAGUE_LIMITS.maxCapacity}
            allowDecimal={false}
            description={
              values.teamType === 'scramble' && Number.isInteger(capacity)
                ? t`Maximum number of players (2-40). Scramble: teams of 2, ${plural(teams, {
                    one: '# teams',
                    other: '# teams',
                  })}.`
                : t(FORM_TEXT.capacityHint)
            }
            {...form.getInputProps('capacity')}
          />
          <Select
            label={t`Number of Bays`}
            withAsterisk
            allowDeselect={false}
            data={NUMBER_OF_BAYS_OPTIONS.map((n) => String(n))}
            description={t`League nights hold this many bays: the highest-numbered not held by another league that night.`}
            {...form.getInputProps('numberofBays')}
          />
          <NumberInput
            label={t`League Price ($)`}
            withAsterisk
            min={LEAGUE_LIMITS.minFee}
            decimalScale={2}
            prefix="$"
            {...form.getInputProps('fee')}
          />
        </SimpleGrid>
        <Textarea label={t`Prizes (optional)`} rows={2} {...form.getInputProps('prizes')} />
        <Textarea
          label={t`Description`}
          withAsterisk
          rows={3}
          {...form.getInputProps('description')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={busy}>
            {editing ? t`Save Changes` : t`Create League`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
