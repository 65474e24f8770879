import type { TMyLeagueParticipation } from '@club/contract';
import { formatDate } from '@club/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  leagueDate,
  leagueSchedule,
  statusBadge,
  teamTypeLabel,
} from '../LeagueDisplay/leagueDisplay';
import { AccountListItem } from '../AccountListItem/AccountListItem';
import { DoorCode } from '../DoorCode/DoorCode';
import classes from './AccountLeagues.module.css';

interface AccountLeagueItemProps {
  entry: TMyLeagueParticipation;
  zone: string;
  /** Offered while the registration is active and the league has not started. */
  onWithdraw?: (entry: TMyLeagueParticipation) => void;
}

const PAYMENT_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  included: 'Included in plan',
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.field}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One registration on My Account: league number, team, status, date, payment, partner. */
export function AccountLeagueItem({ entry, zone, onWithdraw }: AccountLeagueItemProps) {
  const league = statusBadge(entry.leagueStatus);
  return (
    <AccountListItem label={entry.leagueName} className={classes.item}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} fz="lg">
              {entry.leagueName}
            </Title>
            <Text size="sm" c="dimmed">
              {teamTypeLabel(entry.teamType)} · {leagueSchedule(entry)} · from{' '}
              {leagueDate(entry.startDate)}
            </Text>
          </div>
          <Group gap={6}>
            <Badge color={entry.status === 'active' ? 'pine' : 'gray'} variant="filled">
              {entry.status === 'active' ? 'Registered' : 'Withdrawn'}
            </Badge>
            <Badge color={league.color} variant="light">
              {league.label}
            </Badge>
          </Group>
        </Group>
        <dl className={classes.fields}>
          <Field label="League number" value={`#${entry.leagueId}`} />
          <Field
            label="Team number"
            value={entry.teamNumber === null ? '–' : `#${entry.teamNumber}`}
          />
          <Field label="Registered on" value={formatDate(new Date(entry.registrationDate), zone)} />
          <Field
            label="Payment method"
            value={PAYMENT_LABELS[entry.paymentMethod ?? ''] ?? entry.paymentMethod ?? '–'}
          />
          {entry.teamType === 'scramble' && (
            <>
              <Field label="Partner" value={entry.partnerName ?? '–'} />
              <Field label="Partner e-mail" value={entry.partnerEmail ?? '–'} />
            </>
          )}
        </dl>
        {entry.status === 'active' && <DoorCode doorCode={entry.doorCode} zone={zone} />}
        {onWithdraw && entry.status === 'active' && entry.leagueStatus === 'upcoming' && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              color="red.9"
              onClick={() => onWithdraw(entry)}
              aria-label={`Withdraw from ${entry.leagueName}`}
            >
              Withdraw
            </Button>
          </Group>
        )}
      </Stack>
    </AccountListItem>
  );
}
