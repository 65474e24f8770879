import type { TLeague } from '@club/contract';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCircleCheck } from '@tabler/icons-react';
import { useFormat } from '../../i18n/useFormat';
import { statusBadge } from '../LeagueDisplay/leagueDisplay';
import classes from './LeagueCard.module.css';
import {
  availabilityWords,
  gameTypeWord,
  scheduleWords,
  statusWord,
  teamTypeWord,
  timeRangeWords,
} from './leagueWords';

interface LeagueCardProps {
  league: TLeague;
  registered: boolean;
  onDetails: (league: TLeague) => void;
  onRegister: (league: TLeague) => void;
  /** Offered to a registered member before the league starts. */
  onWithdraw?: (league: TLeague) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A league on the Leagues screen: status, game and team type, start, schedule, availability. */
export function LeagueCard({
  league,
  registered,
  onDetails,
  onRegister,
  onWithdraw,
}: LeagueCardProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const status = statusBadge(league.status);
  const { filled, total, isFull } = league.availability;
  const name = league.name;
  const headingId = `league-${league.id}-name`;
  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      component="article"
      aria-labelledby={headingId}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} id={headingId} className={classes.name}>
            {league.name}
          </Title>
          <Badge color={status.color} variant="light" className={classes.badge}>
            {statusWord(league.status, i18n)}
          </Badge>
        </Group>
        {registered && (
          <Badge
            color="pine"
            variant="filled"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
            className={classes.registered}
          >
            <Trans>Registered</Trans>
          </Badge>
        )}
        <Text size="sm" c="dimmed" lineClamp={3}>
          {league.description}
        </Text>
        <dl className={classes.facts}>
          <Fact label={t`Game type`} value={gameTypeWord(league.gameType, i18n)} />
          <Fact label={t`Team type`} value={teamTypeWord(league.teamType, i18n)} />
          <Fact label={t`Starts`} value={format.day(league.startDate)} />
          <Fact
            label={t`Schedule`}
            value={`${scheduleWords(league, i18n)} · ${timeRangeWords(league, format)}`}
          />
          <Fact label={t`Fee`} value={format.money(league.fee * 100)} />
        </dl>
        <Stack gap={4} mt="auto">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              <Trans>Availability</Trans>
            </Text>
            <Text size="sm" c={isFull ? 'red.8' : 'dimmed'}>
              {availabilityWords(league, i18n)}
            </Text>
          </Group>
          <Progress
            value={total > 0 ? (filled / total) * 100 : 100}
            color={isFull ? 'red' : 'pine'}
            size="sm"
            aria-label={
              league.teamType === 'scramble'
                ? t`${filled} of ${total} teams filled`
                : t`${filled} of ${total} spots filled`
            }
          />
        </Stack>
        <Group gap="sm" grow>
          <Button variant="default" onClick={() => onDetails(league)}>
            <Trans>View Details</Trans>
          </Button>
          {!registered && (
            <Button disabled={isFull} onClick={() => onRegister(league)}>
              <Trans>Register Now</Trans>
            </Button>
          )}
          {registered && onWithdraw && league.status === 'upcoming' && (
            <Button
              variant="light"
              color="red.9"
              onClick={() => onWithdraw(league)}
              aria-label={t`Withdraw from ${name}`}
            >
              <Trans>Withdraw</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
