import type { TMyLeagueParticipation } from '@club/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { useLeagueDisplay } from '../LeagueDisplay/leagueDisplay';
import { AccountListItem } from '../AccountListItem/AccountListItem';
import { DoorCode } from '../DoorCode/DoorCode';
import classes from './AccountLeagues.module.css';

interface AccountLeagueItemProps {
  entry: TMyLeagueParticipation;
  zone: string;
  /** Offered while the registration is active and the league has not started. */
  onWithdraw?: (entry: TMyLeagueParticipation) => void;
}

const PAYMENT_LABELS: Record<string, MessageDescriptor> = {
  cash: msg`Cash`,
  card: msg`Card`,
  included: msg`Included in plan`,
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
  const { t } = useLingui();
  const format = useFormat();
  const { leagueDate, leagueSchedule, statusBadge, teamTypeLabel } = useLeagueDisplay();
  const league = statusBadge(entry.leagueStatus);
  const team = teamTypeLabel(entry.teamType);
  const schedule = leagueSchedule(entry);
  const from = leagueDate(entry.startDate);
  const payment = PAYMENT_LABELS[entry.paymentMethod ?? ''];
  const leagueName = entry.leagueName;
  return (
    <AccountListItem label={entry.leagueName} className={classes.item}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={3} fz="lg">
              {entry.leagueName}
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                {team} · {schedule} · from {from}
              </Trans>
            </Text>
          </div>
          <Group gap={6}>
            <Badge color={entry.status === 'active' ? 'pine' : 'gray'} variant="filled">
              {entry.status === 'active' ? t`Registered` : t`Withdrawn`}
            </Badge>
            <Badge color={league.color} variant="light">
              {league.label}
            </Badge>
          </Group>
        </Group>
        <dl className={classes.fields}>
          <Field label={t`League number`} value={`#${entry.leagueId}`} />
          <Field
            label={t`Team number`}
            value={entry.teamNumber === null ? '–' : `#${entry.teamNumber}`}
          />
          <Field
            label={t`Registered on`}
            value={format.date(new Date(entry.registrationDate), zone)}
          />
          <Field
            label={t`Payment method`}
            value={payment ? t(payment) : (entry.paymentMethod ?? '–')}
          />
          {entry.teamType === 'scramble' && (
            <>
              <Field label={t`Partner`} value={entry.partnerName ?? '–'} />
              <Field label={t`Partner e-mail`} value={entry.partnerEmail ?? '–'} />
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
              aria-label={t`Withdraw from ${leagueName}`}
            >
              <Trans>Withdraw</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </AccountListItem>
  );
}
