import type { TLeague, TUser } from '@club/contract';
import { leagueEntryIncluded, PLAN_NAMES } from '@club/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUsers } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isClientError, readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useWaiverGate } from '../Waiver/useWaiverGate';
import { WaiverAgreement } from '../Waiver/WaiverAgreement';
import { leagueDate, leagueSchedule, leagueTimeRange } from '../LeagueDisplay/leagueDisplay';
import type { RegistrationValues } from './registrationForm';
import {
  initialValues,
  PAYMENT_OPTIONS,
  registrationPayload,
  validateRegistration,
} from './registrationForm';

const FALLBACK = 'Failed to register for this league. Please try again.';

interface LeagueRegisterDialogProps {
  /** The league the member chose (null: closed). */
  league: TLeague | null;
  /** Leagues open to this member, for the league selector. */
  leagues: readonly TLeague[];
  user: TUser;
  onClose: () => void;
}

/** Register Now: choose the league and payment; a scramble team names both players (spec 5). */
export function LeagueRegisterDialog({
  league,
  leagues,
  user,
  onClose,
}: LeagueRegisterDialogProps) {
  const utils = trpc.useUtils();
  const form = useForm<RegistrationValues>({
    initialValues: initialValues(league?.id ?? null, user),
    validate: validateRegistration(leagues, user.id),
  });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (league) {
      setValues(initialValues(league.id, user));
      clearErrors();
    }
  }, [league, user, setValues, clearErrors]);

  const chosen = leagues.find((l) => String(l.id) === form.values.leagueId) ?? league;
  const scramble = chosen?.teamType === 'scramble';
  const waiverGate = useWaiverGate();
  const register = trpc.leagues.register.useMutation({
    onSuccess: () => {
      toast({
        title: 'Registration Complete',
        description: `You're registered for ${chosen?.name ?? 'the league'}. A confirmation e-mail with the match dates is on its way.`,
      });
      onClose();
    },
    onError: (error, input) => {
      if (waiverGate.offer(error, () => register.mutate(input))) return;
      const failure = readApiError(error, FALLBACK);
      toast({
        title: 'Registration failed',
        description: isClientError(failure) ? failure.message : FALLBACK,
        variant: 'destructive',
      });
    },
    onSettled: () => {
      void utils.leagues.list.invalidate();
      void utils.leagues.myEntries.invalidate();
      void utils.leagues.myParticipations.invalidate();
      void utils.leagues.participants.invalidate();
    },
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={league !== null}
      onClose={onClose}
      title="Register for a League"
      centered
      size="lg"
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          waiverGate.guard(() => register.mutate(registrationPayload(values, user.id, scramble))),
        )}
      >
        <Stack gap="md">
          <Select
            label="League"
            placeholder="Select a league"
            data={leagues.map((l) => ({ value: String(l.id), label: l.name }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('leagueId')}
          />
          {chosen && (
            <Text size="sm" c="dimmed">
              {leagueSchedule(chosen)}, {leagueTimeRange(chosen)} · starts{' '}
              {leagueDate(chosen.startDate)} · ${chosen.fee} · {chosen.availability.text}
            </Text>
          )}
          {leagueEntryIncluded(user.membershipType) ? (
            <Text size="sm" fw={600} c="pine.8">
              Entry included in your {PLAN_NAMES[user.membershipType]} plan: no fee to pay.
            </Text>
          ) : (
            <Select
              label="Payment method"
              data={PAYMENT_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('paymentMethod')}
            />
          )}
          {scramble && (
            <>
              <Alert
                color="pine"
                variant="light"
                icon={<IconUsers aria-hidden />}
                title="Scramble (2-person team)"
              >
                Name your partner as Player 1. You are Player 2.
              </Alert>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Player 1 name"
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps('player1Name')}
                />
                <TextInput
                  label="Player 1 email"
                  type="email"
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps('player1Email')}
                />
                <TextInput label="Player 2 name" readOnly {...form.getInputProps('player2Name')} />
                <TextInput
                  label="Player 2 email"
                  readOnly
                  {...form.getInputProps('player2Email')}
                />
              </SimpleGrid>
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={register.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={register.isPending}>
              Complete Registration
            </Button>
          </Group>
        </Stack>
      </form>
      <WaiverAgreement {...waiverGate.agreement} />
    </Modal>
  );
}
