import { leagueRegistrationSchema } from '@club/contract';
import type { TLeague, TUser } from '@club/contract';
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

export const PAYMENT_OPTIONS = [
  { value: 'cash', label: 'Cash at the club' },
  { value: 'card', label: 'Card at the club' },
];

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

/** The contract's schema for the chosen league's team type, with its messages. */
export function validateRegistration(leagues: readonly TLeague[], userId: number) {
  return (values: RegistrationValues): FormErrors => {
    const league = leagues.find((l) => String(l.id) === values.leagueId);
    const scramble = league?.teamType === 'scramble';
    return schemaResolver(leagueRegistrationSchema(scramble ? 'scramble' : 'individual'), {
      sync: true,
    })(registrationPayload(values, userId, scramble));
  };
}
