import type { TBay } from '@club/contract';
import { BAY_MESSAGES, ZOperatingHoursInput } from '@club/contract';
import { DEFAULT_OPERATING_HOURS_FORM, WEEKDAY_NAMES } from '@club/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useForcedRetry } from '../../hooks/useForcedRetry';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { ForcedRetryConfirm } from '../ForcedRetryConfirm/ForcedRetryConfirm';

type HoursValues = {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  isPeak: boolean;
};

/** The Hours dialog: the bay's entries with a delete each, and an add form (09:00-21:00 by default). */
export function BayHoursModal({ bay, onClose }: { bay: TBay; onClose: () => void }) {
  const utils = trpc.useUtils();
  const hours = trpc.bays.operatingHours.useQuery({ id: bay.id });
  const forced = useForcedRetry();
  const form = useForm<HoursValues>({
    initialValues: { dayOfWeek: '1', ...DEFAULT_OPERATING_HOURS_FORM },
    validate: schemaResolver(ZOperatingHoursInput, { sync: true }),
  });
  const refresh = () => {
    void utils.bays.invalidate();
    void utils.adminBookings.invalidate();
    // the bay's history and the dashboard's utilisation change with it
    void utils.adminInsights.invalidate();
  };
  const effects = (r: { cancelledBookings: number; promotedBookings: number }) =>
    [
      r.cancelledBookings ? `${r.cancelledBookings} booking(s) cancelled` : '',
      r.promotedBookings ? `${r.promotedBookings} waitlisted booking(s) confirmed` : '',
    ]
      .filter(Boolean)
      .join(', ') || undefined;
  const add = trpc.adminBays.addHours.useMutation({
    onSuccess: (r) => toast({ title: 'Hours Added', description: effects(r) }),
    onError: (e, input) => {
      if (!forced.offer(e, () => add.mutate({ ...input, force: true }))) {
        toast({
          title: 'Failed to Add Hours',
          description: readApiError(e).message,
          variant: 'destructive',
        });
      }
    },
    onSettled: refresh,
  });
  const remove = trpc.adminBays.deleteHours.useMutation({
    onSuccess: (r) => toast({ title: 'Hours Deleted', description: effects(r) }),
    onError: (e, input) => {
      if (!forced.offer(e, () => remove.mutate({ ...input, force: true }))) {
        toast({
          title: 'Failed to Delete Hours',
          description: readApiError(e).message,
          variant: 'destructive',
        });
      }
    },
    onSettled: refresh,
  });
  const submit = (v: HoursValues) =>
    add.mutate({
      id: bay.id,
      bayId: bay.id,
      dayOfWeek: Number(v.dayOfWeek),
      startTime: v.startTime,
      endTime: v.endTime,
      isPeak: v.isPeak,
    });
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Operating Hours: ${bay.name}`}
      centered
      radius="lg"
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          A day without entries is open around the clock, off-peak.
        </Text>
        <Table aria-label="Operating hours">
          <Table.Tbody>
            {(hours.data ?? []).map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>{WEEKDAY_NAMES[h.dayOfWeek]}</Table.Td>
                <Table.Td
                  style={{ whiteSpace: 'nowrap' }}
                >{`${h.startTime} - ${h.endTime}`}</Table.Td>
                <Table.Td>
                  {h.isPeak && (
                    <Text size="xs" fw={700} c="gold.9">
                      Peak
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${WEEKDAY_NAMES[h.dayOfWeek]} ${h.startTime}-${h.endTime}`}
                    onClick={() => remove.mutate({ id: h.id, force: false })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {hours.data?.length === 0 && <Text size="sm">No entries: open all week.</Text>}
        <Divider label="Add hours" labelPosition="left" />
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Day"
              w={150}
              allowDeselect={false}
              data={WEEKDAY_NAMES.map((d, i) => ({ value: String(i), label: d }))}
              {...form.getInputProps('dayOfWeek')}
            />
            <TextInput
              label="Start"
              w={90}
              placeholder="HH:MM"
              {...form.getInputProps('startTime')}
            />
            <TextInput label="End" w={90} placeholder="HH:MM" {...form.getInputProps('endTime')} />
            <Checkbox label="Peak" mb={8} {...form.getInputProps('isPeak', { type: 'checkbox' })} />
            <Button type="submit" loading={add.isPending}>
              Add Hours
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {BAY_MESSAGES.timeFormat} (24-hour)
          </Text>
        </form>
        {/* on a phone the list is long: a way out at the bottom, not only the × at the top */}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
      <ForcedRetryConfirm forced={forced} title="Cancel bookings?" />
    </Modal>
  );
}
