import { LEAGUE_REGISTRATION_MESSAGES, leagueRegistrationSchema } from '@club/contract';
import type { TLeague, TUser } from '@club/contract';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';

/** What the registration form holds; player 2 is the signed-in member (read-only). */
export interface RegistrationValues {
  leagueId: string | null;
  paymentMethod: string;
  player1Name: string;
  player1Email: string;
  player2Name: string;
  player2Email: string;
}

const PAYMENT_METHODS: readonly { value: string; label: MessageDescriptor }[] = [
  { value: 'cash', label: msg`Cash at the club` },
  { value: 'card', label: msg`Card at the club` },
];

/** The payment methods as the select offers them. */
export function paymentOptions(i18n: I18n): { value: string; label: string }[] {
  return PAYMENT_METHODS.map((m) => ({ value: m.value, label: i18n._(m.label) }));
}

/** The contract's form messages (LEAGUE_REGISTRATION_MESSAGES) as catalog messages, by their English. */
const FORM_MESSAGES: Record<string, MessageDescriptor> = {
  [LEAGUE_REGISTRATION_MESSAGES.league]: msg`Please select a league`,
  [LEAGUE_REGISTRATION_MESSAGES.player1Name]: msg`Player 1 name is required`,
  [LEAGUE_REGISTRATION_MESSAGES.player1Email]: msg`Please enter a valid email for Player 1`,
  [LEAGUE_REGISTRATION_MESSAGES.player2Name]: msg`Player 2 name is required`,
  [LEAGUE_REGISTRATION_MESSAGES.player2Email]: msg`Please enter a valid email for Player 2`,
};

export function initialValues(leagueId: number | null, user: TUser): RegistrationValues {
  return {
    leagueId: leagueId === null ? null : String(leagueId),
    paymentMethod: 'cash',
    player1Name: '',
    player1Email: '',
    player2Name: `${user.firstName} ${user.lastName}`,
    player2Email: user.email,
  };
}

/** The payload the API takes: the league, the member, payment; scramble adds both players. */
export function registrationPayload(values: RegistrationValues, userId: number, scramble: boolean) {
  return {
    leagueId: values.leagueId ? Number(values.leagueId) : '',
    userId,
    paymentMethod: values.paymentMethod,
    status: 'active',
    ...(scramble
      ? {
          player1Name: values.player1Name,
          player1Email: values.player1Email,
          player2Name: values.player2Name,
          player2Email: values.player2Email,
        }
      : {}),
  };
}

/** The contract's schema for the chosen league's team type, with its messages in `i18n`'s language. */
export function validateRegistration(leagues: readonly TLeague[], userId: number, i18n: I18n) {
  return (values: RegistrationValues): FormErrors => {
    const league = leagues.find((l) => String(l.id) === values.leagueId);
    const scramble = league?.teamType === 'scramble';
    const errors = schemaResolver(leagueRegistrationSchema(scramble ? 'scramble' : 'individual'), {
      sync: true,
    })(registrationPayload(values, userId, scramble));
    return Object.fromEntries(
      Object.entries(errors).map(([field, error]) => {
        const descriptor = typeof error === 'string' ? FORM_MESSAGES[error] : undefined;
        return [field, descriptor ? i18n._(descriptor) : error];
      }),
    );
  };
}
