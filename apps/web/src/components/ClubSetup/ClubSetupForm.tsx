import { ZClubSetupInput, type TClubSetupInput, type TLocation } from '@club/contract';
import {
  centsToDollars,
  DEFAULT_GUEST_FEE_CENTS,
  DEFAULT_TIME_ZONE,
  dollarsToCents,
  MAX_GUEST_FEE_CENTS,
  NO_SHOW_DEFAULT_MINUTES,
  NO_SHOW_MAX_MINUTES,
  NO_SHOW_MIN_MINUTES,
} from '@club/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Grid,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBuildingStore } from '@tabler/icons-react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { FrontDoorSelect } from './FrontDoorSelect';

/** The zones a US club is likely in, first; any other IANA zone can be typed into the search. */
const US_ZONES: readonly { value: string; label: MessageDescriptor }[] = [
  { value: 'America/Chicago', label: msg`Central (America/Chicago)` },
  { value: 'America/New_York', label: msg`Eastern (America/New_York)` },
  { value: 'America/Denver', label: msg`Mountain (America/Denver)` },
  { value: 'America/Phoenix', label: msg`Arizona (America/Phoenix)` },
  { value: 'America/Los_Angeles', label: msg`Pacific (America/Los_Angeles)` },
  { value: 'America/Anchorage', label: msg`Alaska (America/Anchorage)` },
  { value: 'Pacific/Honolulu', label: msg`Hawaii (Pacific/Honolulu)` },
];
const usValues = new Set(US_ZONES.map((z) => z.value));
/** Every other IANA zone, by its own name. */
const OTHER_ZONES = Intl.supportedValuesOf('timeZone').filter((zone) => !usValues.has(zone));

const EMPTY: Required<TClubSetupInput> = {
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  timeZone: DEFAULT_TIME_ZONE,
  phone: '',
  email: '',
  membersOnly: false,
  guestFeeCents: DEFAULT_GUEST_FEE_CENTS,
  waiverEnabled: false,
  noShowReleaseMinutes: NO_SHOW_DEFAULT_MINUTES,
  doorDeviceId: null,
};

/** The release time a club gets when it switches the no-show release on (it can change it). */
const NO_SHOW_SUGGESTED_MINUTES = 15;

/**
 * The club's settings (DECISIONS.md, Club settings and first run): on the first run (no
 * location yet) the admin panel shows it in place of the menu, to set the club up; afterwards it
 * is the Club Settings card, prefilled. Every change is audited by the API.
 */
export function ClubSetupForm({ location }: { location?: TLocation | undefined }) {
  const { t } = useLingui();
  const zoneOptions = [
    {
      group: t`United States`,
      items: US_ZONES.map((z) => ({ value: z.value, label: t(z.label) })),
    },
    { group: t`Every time zone`, items: OTHER_ZONES },
  ];
  const utils = trpc.useUtils();
  const form = useForm<Required<TClubSetupInput>>({
    initialValues: location
      ? {
          name: location.name,
          address: location.address,
          city: location.city,
          state: location.state,
          zipCode: location.zipCode,
          timeZone: location.timeZone,
          phone: location.phone,
          email: location.email,
          membersOnly: location.membersOnly,
          guestFeeCents: location.guestFeeCents,
          waiverEnabled: location.waiverEnabled,
          noShowReleaseMinutes: location.noShowReleaseMinutes ?? null,
          doorDeviceId: location.doorDeviceId,
        }
      : EMPTY,
    validate: schemaResolver(ZClubSetupInput, { sync: true }),
  });
  const onError = (e: unknown) =>
    toast({ title: t`Save Failed`, description: readApiError(e).message, variant: 'destructive' });
  // every screen that read the club (the footer, the schedule's zone, this panel) reads again
  const reread = () => void utils.invalidate();
  const setup = trpc.adminClub.setup.useMutation({
    onSuccess: (saved) => {
      const { name } = saved;
      toast({
        title: t`Club Set Up`,
        description: t`${name} is ready: add its bays and their hours in Bay Management.`,
      });
      reread();
    },
    onError,
  });
  const update = trpc.adminClub.update.useMutation({
    onSuccess: (saved) => {
      const { name } = saved;
      toast({ title: t`Settings Saved`, description: t`${name}'s details are up to date.` });
      form.resetDirty(form.getValues());
      reread();
    },
    onError,
  });
  // the guest fee is kept in cents (what the schema checks and the API takes); the field shows and
  // takes dollars as typed (uncontrolled, so a half-typed '12.' stays on screen)
  const setFeeDollars = (dollars: number | string) => {
    const n = typeof dollars === 'number' ? dollars : Number.parseFloat(dollars);
    form.setFieldValue('guestFeeCents', Number.isFinite(n) ? dollarsToCents(n) : Number.NaN);
  };
  const releaseMinutes = form.values.noShowReleaseMinutes;
  const minMinutes = NO_SHOW_MIN_MINUTES;
  const maxMinutes = NO_SHOW_MAX_MINUTES;
  const save = ({ doorDeviceId, ...values }: Required<TClubSetupInput>) => {
    // the front door is chosen only in Club Settings, with door access on the server
    if (!location) setup.mutate(values);
    else update.mutate(location.doorAccess ? { ...values, doorDeviceId } : values);
  };
  return (
    <Card withBorder radius="lg" padding="xl" maw={720} mx="auto">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          {!location && (
            <>
              <Stack gap={4}>
                <Title order={2} size="h3">
                  <Trans>Set up your club</Trans>
                </Title>
                <Text c="dimmed">
                  <Trans>
                    Welcome to Inside 9. Before members can book, tell us where the club is and how
                    to reach it. Every booking time is shown in the club&apos;s time zone.
                  </Trans>
                </Text>
              </Stack>
              <Alert variant="light" color="yellow" icon={<IconBuildingStore aria-hidden />}>
                <Trans>
                  Until the club is set up, visitors see the site, but bookings and demo requests
                  are refused with “The club is not set up yet.”
                </Trans>
              </Alert>
            </>
          )}
          <TextInput
            label={t`Club name`}
            withAsterisk
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Street address`}
            withAsterisk
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label={t`City`}
                withAsterisk
                autoComplete="address-level2"
                {...form.getInputProps('city')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput
                label={t`State`}
                withAsterisk
                autoComplete="address-level1"
                {...form.getInputProps('state')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput
                label={t`ZIP code`}
                withAsterisk
                inputMode="numeric"
                autoComplete="postal-code"
                {...form.getInputProps('zipCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label={t`Phone`}
                withAsterisk
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                label={t`E-mail`}
                withAsterisk
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
            </Grid.Col>
          </Grid>
          <Select
            label={t`Time zone`}
            size="md"
            withAsterisk
            searchable
            allowDeselect={false}
            nothingFoundMessage={t`No such time zone`}
            data={zoneOptions}
            {...form.getInputProps('timeZone')}
          />
          <Switch
            label={t`Members-only booking`}
            description={t`Only accounts with a plan can book, join a waitlist or register for a league.`}
            {...form.getInputProps('membersOnly', { type: 'checkbox' })}
          />
          <NumberInput
            label={t`Guest fee`}
            description={t`Per guest per session, for guests not on a plan's guest pass.`}
            withAsterisk
            prefix="$"
            min={0}
            max={centsToDollars(MAX_GUEST_FEE_CENTS)}
            decimalScale={2}
            thousandSeparator=","
            // not clamped: a fee out of range shows the schema's message instead of changing
            clampBehavior="none"
            defaultValue={centsToDollars(form.getValues().guestFeeCents)}
            onChange={setFeeDollars}
            error={form.errors.guestFeeCents}
          />
          <Switch
            label={t`Require the club waiver`}
            description={t`Members accept the club's waiver before they book, join a waitlist, take a lesson or enter a league.`}
            {...form.getInputProps('waiverEnabled', { type: 'checkbox' })}
          />
          <Switch
            label={t`Release sessions nobody checked in`}
            description={t`A confirmed booking or lesson not checked in (door code or admin) a set time after its start becomes a no-show: the rest of its time goes to the waitlist and the member is e-mailed. Its charges and plan hours stay.`}
            checked={releaseMinutes !== null}
            onChange={(e) =>
              form.setFieldValue(
                'noShowReleaseMinutes',
                e.currentTarget.checked ? NO_SHOW_SUGGESTED_MINUTES : null,
              )
            }
          />
          {releaseMinutes !== null && (
            <NumberInput
              label={t`Release a session not checked in after`}
              description={t`Minutes after its start, from ${minMinutes} to ${maxMinutes}.`}
              suffix={t` minutes`}
              withAsterisk
              min={NO_SHOW_MIN_MINUTES}
              max={NO_SHOW_MAX_MINUTES}
              allowDecimal={false}
              // not clamped: a time out of range shows the schema's message
              clampBehavior="none"
              value={Number.isNaN(releaseMinutes) ? '' : releaseMinutes}
              onChange={(v) =>
                form.setFieldValue('noShowReleaseMinutes', typeof v === 'number' ? v : Number.NaN)
              }
              error={form.errors.noShowReleaseMinutes}
            />
          )}
          {location?.doorAccess && (
            <FrontDoorSelect
              value={form.getValues().doorDeviceId}
              onChange={(deviceId) => form.setFieldValue('doorDeviceId', deviceId)}
              error={form.errors.doorDeviceId}
            />
          )}
          <Button
            type="submit"
            loading={setup.isPending || update.isPending}
            size="md"
            style={{ alignSelf: 'end' }}
          >
            {location ? t`Save Settings` : t`Set Up Club`}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
