import type { TBay } from '@club/contract';
import { ZOperatingHoursInput } from '@club/contract';
import { DEFAULT_OPERATING_HOURS_FORM } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { WEEKDAY_MESSAGES, weekdayMessage } from '../AdminMenu/weekdays';
import { bayChangeNote } from './bayWords';

type HoursValues = {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  isPeak: boolean;
};

/** The Hours dialog: the bay's entries with a delete each, and an add form (09:00-21:00 by default). */
export function BayHoursModal({ bay, onClose }: { bay: TBay; onClose: () => void }) {
  const { t } = useLingui();
  const name = bay.name;
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
  const effects = (r: { cancelledBookings: number; promotedBookings: number }) => {
    const note = bayChangeNote(r);
    return note && t(note);
  };
  const add = trpc.adminBays.addHours.useMutation({
    onSuccess: (r) => toast({ title: t`Hours Added`, description: effects(r) }),
    onError: (e, input) => {
      if (!forced.offer(e, () => add.mutate({ ...input, force: true }))) {
        toast({
          title: t`Failed to Add Hours`,
          description: readApiError(e).message,
          variant: 'destructive',
        });
      }
    },
    onSettled: refresh,
  });
  const remove = trpc.adminBays.deleteHours.useMutation({
    onSuccess: (r) => toast({ title: t`Hours Deleted`, description: effects(r) }),
    onError: (e, input) => {
      if (!forced.offer(e, () => remove.mutate({ ...input, force: true }))) {
        toast({
          title: t`Failed to Delete Hours`,
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
      title={t`Operating Hours: ${name}`}
      centered
      radius="lg"
      size="lg"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>A day without entries is open around the clock, off-peak.</Trans>
        </Text>
        <Table aria-label={t`Operating hours`}>
          <Table.Tbody>
            {(hours.data ?? []).map((h) => {
              const day = t(weekdayMessage(h.dayOfWeek));
              const start = h.startTime;
              const end = h.endTime;
              return (
                <Table.Tr key={h.id}>
                  <Table.Td>{day}</Table.Td>
                  <Table.Td
                    style={{ whiteSpace: 'nowrap' }}
                  >{`${h.startTime} - ${h.endTime}`}</Table.Td>
                  <Table.Td>
                    {h.isPeak && (
                      <Text size="xs" fw={700} c="gold.9">
                        <Trans>Peak</Trans>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete ${day} ${start}-${end}`}
                      onClick={() => remove.mutate({ id: h.id, force: false })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {hours.data?.length === 0 && (
          <Text size="sm">
            <Trans>No entries: open all week.</Trans>
          </Text>
        )}
        <Divider label={t`Add hours`} labelPosition="left" />
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={t`Day`}
              w={150}
              allowDeselect={false}
              data={WEEKDAY_MESSAGES.map((d, i) => ({ value: String(i), label: t(d) }))}
              {...form.getInputProps('dayOfWeek')}
            />
            <TextInput
              label={t`Start`}
              w={90}
              placeholder="HH:MM"
              {...form.getInputProps('startTime')}
            />
            <TextInput
              label={t`End`}
              w={90}
              placeholder="HH:MM"
              {...form.getInputProps('endTime')}
            />
            <Checkbox
              label={t`Peak`}
              mb={8}
              {...form.getInputProps('isPeak', { type: 'checkbox' })}
            />
            <Button type="submit" loading={add.isPending}>
              <Trans>Add Hours</Trans>
            </Button>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            <Trans>Format must be HH:MM (24-hour)</Trans>
          </Text>
        </form>
        {/* on a phone the list is long: a way out at the bottom, not only the × at the top */}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
      <ForcedRetryConfirm forced={forced} title={t`Cancel bookings?`} />
    </Modal>
  );
}
