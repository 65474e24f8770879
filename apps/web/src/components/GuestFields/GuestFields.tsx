import type { TGuestCharge } from '@club/contract';
import { ZGuestList } from '@club/contract';
import { MAX_GUESTS } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { schemaResolver } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { z } from 'zod';
import { useGuestDisplay } from './guestDisplay';

/** One guest row as the form holds it: a blank e-mail is no e-mail (the contract says so). */
export interface GuestRow {
  firstName: string;
  email: string;
}

/** A form that carries guests: the wizard's confirm step, Add Booking, Move Booking. */
export interface GuestFormValues {
  guests: GuestRow[];
}

const EMPTY_GUEST: GuestRow = { firstName: '', email: '' };

/**
 * The guests' errors by field ('guests.0.firstName'), checked with the contract's ZGuestInput, so
 * the form shows the API's own messages.
 */
export const guestErrors = schemaResolver(z.object({ guests: ZGuestList }), { sync: true });

interface GuestFieldsProps<V extends GuestFormValues> {
  form: UseFormReturnType<V>;
  /** What a 1st, 2nd and 3rd guest cost (availability's guestCharges): a line under each row. */
  charges?: readonly TGuestCharge[] | undefined;
  /** A line under each row instead (Move Booking: a kept guest's pass or fee and waiver). */
  notes?: readonly (string | null)[] | undefined;
}

/** 'Guests (optional)': up to 3 rows of first name and e-mail, each with its remove button. */
export function GuestFields<V extends GuestFormValues>({
  form,
  charges,
  notes,
}: GuestFieldsProps<V>) {
  const guests = form.values.guests;
  const titleId = useId();
  const { t } = useLingui();
  const { guestChargeText } = useGuestDisplay();
  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <div>
        <Title order={3} size="h4" id={titleId}>
          <Trans>Guests (optional)</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Up to {MAX_GUESTS} guests; an e-mail gets them the session&apos;s time and place.
          </Trans>
        </Text>
      </div>
      {guests.map((_, i) => {
        const n = i + 1;
        const charge = charges?.[i];
        const note = notes ? notes[i] : charge && guestChargeText(charge);
        return (
          <Stack key={i} gap={4}>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              {/* side by side from 576px; stacked on a phone, where two would not fit a label */}
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" flex={1}>
                <TextInput
                  label={t`Guest ${n} first name`}
                  autoComplete="off"
                  {...form.getInputProps(`guests.${i}.firstName`)}
                />
                <TextInput
                  label={t`Guest ${n} e-mail`}
                  placeholder={t`Optional`}
                  inputMode="email"
                  autoComplete="off"
                  {...form.getInputProps(`guests.${i}.email`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t`Remove guest ${n}`}
                onClick={() => form.removeListItem('guests', i)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {note && (
              <Text size="sm" c="dimmed">
                {note}
              </Text>
            )}
          </Stack>
        );
      })}
      {guests.length < MAX_GUESTS && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            // V's guests are GuestRow (its constraint); the generic path type cannot show it
            onClick={() =>
              form.insertListItem('guests', { ...EMPTY_GUEST } as FormArrayElement<V, 'guests'>)
            }
          >
            <Trans>Add guest</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
