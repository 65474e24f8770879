import type { TLeague, TUser } from '@club/contract';
import { leagueEntryIncluded, PLAN_NAMES } from '@club/domain';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../i18n/useFormat';
import { availabilityWords, scheduleWords, timeRangeWords } from '../LeagueCard/leagueWords';
import { useWaiverGate } from '../Waiver/useWaiverGate';
import { WaiverAgreement } from '../Waiver/WaiverAgreement';
import type { RegistrationValues } from './registrationForm';
import {
  initialValues,
  paymentOptions,
  registrationPayload,
  validateRegistration,
} from './registrationForm';

const FALLBACK = msg`Failed to register for this league. Please try again.`;

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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const utils = trpc.useUtils();
  const form = useForm<RegistrationValues>({
    initialValues: initialValues(league?.id ?? null, user),
    validate: validateRegistration(leagues, user.id, i18n),
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
  const schedule = chosen ? scheduleWords(chosen, i18n) : '';
  const time = chosen ? timeRangeWords(chosen, format) : '';
  const starts = chosen ? format.day(chosen.startDate) : '';
  const fee = chosen ? format.money(chosen.fee * 100) : '';
  const availability = chosen ? availabilityWords(chosen, i18n) : '';
  const plan = PLAN_NAMES[user.membershipType];
  const waiverGate = useWaiverGate();
  const register = trpc.leagues.register.useMutation({
    onSuccess: () => {
      const name = chosen?.name;
      toast({
        title: t`Registration Complete`,
        description: name
          ? t`You're registered for ${name}. A confirmation e-mail with the match dates is on its way.`
          : t`You're registered for the league. A confirmation e-mail with the match dates is on its way.`,
      });
      onClose();
    },
    onError: (error, input) => {
      if (waiverGate.offer(error, () => register.mutate(input))) return;
      const fallback = t(FALLBACK);
      const failure = readApiError(error, fallback);
      toast({
        title: t`Registration failed`,
        description: isClientError(failure) ? failure.message : fallback,
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
      closeButtonProps={{ 'aria-label': t`Close` }}
      opened={league !== null}
      onClose={onClose}
      title={t`Register for a League`}
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
            label={t`League`}
            placeholder={t`Select a league`}
            data={leagues.map((l) => ({ value: String(l.id), label: l.name }))}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('leagueId')}
          />
          {chosen && (
            <Text size="sm" c="dimmed">
              <Trans>
                {schedule}, {time} · starts {starts} · {fee} · {availability}
              </Trans>
            </Text>
          )}
          {leagueEntryIncluded(user.membershipType) ? (
            <Text size="sm" fw={600} c="pine.8">
              <Trans>Entry included in your {plan} plan: no fee to pay.</Trans>
            </Text>
          ) : (
            <Select
              label={t`Payment method`}
              data={paymentOptions(i18n)}
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
                title={t`Scramble (2-person team)`}
              >
                <Trans>Name your partner as Player 1. You are Player 2.</Trans>
              </Alert>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t`Player 1 name`}
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps('player1Name')}
                />
                <TextInput
                  label={t`Player 1 email`}
                  type="email"
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps('player1Email')}
                />
                <TextInput
                  label={t`Player 2 name`}
                  readOnly
                  {...form.getInputProps('player2Name')}
                />
                <TextInput
                  label={t`Player 2 email`}
                  readOnly
                  {...form.getInputProps('player2Email')}
                />
              </SimpleGrid>
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={register.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={register.isPending}>
              <Trans>Complete Registration</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <WaiverAgreement {...waiverGate.agreement} />
    </Modal>
  );
}
