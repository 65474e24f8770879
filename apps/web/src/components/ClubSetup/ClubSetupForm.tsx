import { ZClubSetupInput, type TClubSetupInput } from '@club/contract';
import { DEFAULT_TIME_ZONE } from '@club/domain';
import { Alert, Button, Card, Grid, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBuildingStore } from '@tabler/icons-react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

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

/**
 * First run (DECISIONS.md, Club settings and first run): the admin panel of a club without a
 * location asks for it, once; then the panel opens and bays can be added.
 */
export function ClubSetupForm() {
  const utils = trpc.useUtils();
  const form = useForm<TClubSetupInput>({
    initialValues: {
      name: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      timeZone: DEFAULT_TIME_ZONE,
    },
    validate: schemaResolver(ZClubSetupInput, { sync: true }),
  });
  const setup = trpc.adminClub.setup.useMutation({
    onSuccess: (location) => {
      toast({
        title: 'Club Set Up',
        description: `${location.name} is ready: add its bays and their hours in Bay Management.`,
      });
      // every screen that read "no location" reads again (the panel opens in place of this form)
      void utils.invalidate();
    },
    onError: (e) =>
      toast({
        title: 'Set-up Failed',
        description: readApiError(e).message,
        variant: 'destructive',
      }),
  });
  return (
    <Card withBorder radius="lg" padding="xl" maw={720} mx="auto">
      <form onSubmit={form.onSubmit((values) => setup.mutate(values))} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3">
              Set up your club
            </Title>
            <Text c="dimmed">
              Welcome to Inside 9. Before members can book, tell us where the club is: its name,
              address and time zone. Every booking time is shown in this zone.
            </Text>
          </Stack>
          <Alert variant="light" color="yellow" icon={<IconBuildingStore aria-hidden />}>
            Until the club is set up, visitors see the site, but bookings and demo requests are
            refused with “The club is not set up yet.”
          </Alert>
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
          <Button type="submit" loading={setup.isPending} size="md" style={{ alignSelf: 'end' }}>
            Set Up Club
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
