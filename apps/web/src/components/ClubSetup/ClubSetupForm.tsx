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
const US_ZONES = [
  { value: 'America/Chicago', label: 'Central (America/Chicago)' },
  { value: 'America/New_York', label: 'Eastern (America/New_York)' },
  { value: 'America/Denver', label: 'Mountain (America/Denver)' },
  { value: 'America/Phoenix', label: 'Arizona (America/Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (America/Los_Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (America/Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Pacific/Honolulu)' },
];
const usValues = new Set(US_ZONES.map((z) => z.value));
const ZONE_OPTIONS = [
  { group: 'United States', items: US_ZONES },
  {
    group: 'Every time zone',
    items: Intl.supportedValuesOf('timeZone').filter((zone) => !usValues.has(zone)),
  },
];

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
    toast({ title: 'Save Failed', description: readApiError(e).message, variant: 'destructive' });
  // every screen that read the club (the footer, the schedule's zone, this panel) reads again
  const reread = () => void utils.invalidate();
  const setup = trpc.adminClub.setup.useMutation({
    onSuccess: (saved) => {
      toast({
        title: 'Club Set Up',
        description: `${saved.name} is ready: add its bays and their hours in Bay Management.`,
      });
      reread();
    },
    onError,
  });
  const update = trpc.adminClub.update.useMutation({
    onSuccess: (saved) => {
      toast({ title: 'Settings Saved', description: `${saved.name}'s details are up to date.` });
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
                  Set up your club
                </Title>
                <Text c="dimmed">
                  Welcome to Inside 9. Before members can book, tell us where the club is and how to
                  reach it. Every booking time is shown in the club&apos;s time zone.
                </Text>
              </Stack>
              <Alert variant="light" color="yellow" icon={<IconBuildingStore aria-hidden />}>
                Until the club is set up, visitors see the site, but bookings and demo requests are
                refused with “The club is not set up yet.”
              </Alert>
            </>
          )}
          <TextInput
            label="Club name"
            withAsterisk
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Street address"
            withAsterisk
            autoComplete="street-address"
            {...form.getInputProps('address')}
          />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label="City"
                withAsterisk
                autoComplete="address-level2"
                {...form.getInputProps('city')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <TextInput
                label="State"
                withAsterisk
                autoComplete="address-level1"
                {...form.getInputProps('state')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <TextInput
                label="ZIP code"
                withAsterisk
                inputMode="numeric"
                autoComplete="postal-code"
                {...form.getInputProps('zipCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label="Phone"
                withAsterisk
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                label="E-mail"
                withAsterisk
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
            </Grid.Col>
          </Grid>
          <Select
            label="Time zone"
            size="md"
            withAsterisk
            searchable
            allowDeselect={false}
            nothingFoundMessage="No such time zone"
            data={ZONE_OPTIONS}
            {...form.getInputProps('timeZone')}
          />
          <Switch
            label="Members-only booking"
            description="Only accounts with a plan can book, join a waitlist or register for a league."
            {...form.getInputProps('membersOnly', { type: 'checkbox' })}
          />
          <NumberInput
            label="Guest fee"
            description="Per guest per session, for guests not on a plan's guest pass."
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
            label="Require the club waiver"
            description="Members accept the club's waiver before they book, join a waitlist, take a lesson or enter a league."
            {...form.getInputProps('waiverEnabled', { type: 'checkbox' })}
          />
          <Switch
            label="Release sessions nobody checked in"
            description="A confirmed booking or lesson not checked in (door code or admin) a set time after its start becomes a no-show: the rest of its time goes to the waitlist and the member is e-mailed. Its charges and plan hours stay."
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
              label="Release a session not checked in after"
              description={`Minutes after its start, from ${NO_SHOW_MIN_MINUTES} to ${NO_SHOW_MAX_MINUTES}.`}
              suffix=" minutes"
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
            {location ? 'Save Settings' : 'Set Up Club'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
