import type { TBooking, TBookingGuest } from '@club/contract';
import { ZGuestInput } from '@club/contract';
import { MAX_GUESTS } from '@club/domain';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AdminConfirm } from '../AdminConfirm/AdminConfirm';
import type { GuestRow } from '../GuestFields/GuestFields';
import { useGuestDisplay } from '../GuestFields/guestDisplay';
import classes from './AccountBookings.module.css';

interface AccountBookingGuestsProps {
  booking: TBooking;
  /** The booking is upcoming and live: its guests may change. */
  editable: boolean;
}

/** A booking's guests on My Account: each with its pass or fee, and (while upcoming) add and remove. */
export function AccountBookingGuests({ booking, editable }: AccountBookingGuestsProps) {
  const utils = trpc.useUtils();
  const { t } = useLingui();
  const { guestChargeLabel } = useGuestDisplay();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<TBookingGuest | null>(null);
  const form = useForm<GuestRow>({
    initialValues: { firstName: '', email: '' },
    validate: schemaResolver(ZGuestInput, { sync: true }),
  });
  const refresh = () => {
    void utils.bookings.mine.invalidate();
    // a pass used or given back changes the confirm step's guest lines
    void utils.bookings.availability.invalidate();
    // and the passes left this month on the profile
    void utils.auth.me.invalidate();
  };
  const add = trpc.bookings.addGuest.useMutation({
    onSuccess: (_, input) => {
      const firstName = input.firstName;
      toast({ title: t`Guest added`, description: t`${firstName} is on your booking.` });
      form.reset();
      setAdding(false);
    },
    onError: (e) =>
      toast({
        title: t`Failed to add guest`,
        description: readApiError(e).message,
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
  const remove = trpc.bookings.removeGuest.useMutation({
    onSuccess: () => {
      const removedName = toRemove?.firstName;
      toast({
        title: t`Guest removed`,
        description: removedName ? t`${removedName} is no longer on your booking.` : undefined,
      });
      setToRemove(null);
    },
    onError: (e) =>
      toast({
        title: t`Failed to remove guest`,
        description: readApiError(e).message,
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
  const guests = booking.guests;
  const removing = toRemove?.firstName;
  if (guests.length === 0 && !editable) return null;
  return (
    <Stack gap={4}>
      {guests.length > 0 && (
        <ul aria-label={t`Guests`} className={classes.guests}>
          {guests.map((g) => (
            <li key={g.id}>
              <Group gap={6}>
                <Text size="sm">
                  <strong>{g.firstName}</strong> · {guestChargeLabel(g)}
                </Text>
                {editable && (
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t`Remove guest ${ph({ name: g.firstName })}`}
                    onClick={() => setToRemove(g)}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            </li>
          ))}
        </ul>
      )}
      {editable && guests.length < MAX_GUESTS && !adding && (
        <Group>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            <Trans>Add guest</Trans>
          </Button>
        </Group>
      )}
      {adding && (
        <form
          aria-label={t`Add a guest`}
          onSubmit={form.onSubmit((v) => add.mutate({ id: booking.id, ...v }))}
        >
          <Group align="flex-end" gap="xs">
            <TextInput size="xs" label={t`Guest first name`} {...form.getInputProps('firstName')} />
            <TextInput
              size="xs"
              label={t`Guest e-mail`}
              placeholder={t`Optional`}
              inputMode="email"
              {...form.getInputProps('email')}
            />
            <Button size="xs" type="submit" loading={add.isPending}>
              <Trans>Add</Trans>
            </Button>
            <Button size="xs" variant="default" onClick={() => setAdding(false)}>
              <Trans>Close</Trans>
            </Button>
          </Group>
        </form>
      )}
      <AdminConfirm
        opened={toRemove !== null}
        title={t`Remove this guest?`}
        confirmLabel={t`Remove Guest`}
        busy={remove.isPending}
        onConfirm={() => toRemove && remove.mutate({ id: booking.id, guestId: toRemove.id })}
        onClose={() => setToRemove(null)}
      >
        {removing ? (
          <Trans>{removing} comes off this booking; a guest pass or fee is given back.</Trans>
        ) : (
          ''
        )}
      </AdminConfirm>
    </Stack>
  );
}
