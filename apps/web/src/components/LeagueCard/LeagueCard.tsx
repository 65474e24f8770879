import type { TLeague } from '@club/contract';
import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import {
  gameTypeLabel,
  leagueDate,
  leagueSchedule,
  leagueTimeRange,
  statusBadge,
  teamTypeLabel,
} from '../LeagueDisplay/leagueDisplay';
import classes from './LeagueCard.module.css';

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
  const status = statusBadge(league.status);
  const { filled, total, isFull } = league.availability;
  const unit = league.teamType === 'scramble' ? 'team' : 'spot';
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
          <Title order={3} id={headingId} className={classes.name}>
            {league.name}
          </Title>
          <Badge color={status.color} variant="light" className={classes.badge}>
            {status.label}
          </Badge>
        </Group>
        {registered && (
          <Badge
            color="pine"
            variant="filled"
            leftSection={<IconCircleCheck size={14} aria-hidden />}
            className={classes.registered}
          >
            Registered
          </Badge>
        )}
        <Text size="sm" c="dimmed" lineClamp={3}>
          {league.description}
        </Text>
        <dl className={classes.facts}>
          <Fact label="Game type" value={gameTypeLabel(league.gameType)} />
          <Fact label="Team type" value={teamTypeLabel(league.teamType)} />
          <Fact label="Starts" value={leagueDate(league.startDate)} />
          <Fact label="Schedule" value={`${leagueSchedule(league)} · ${leagueTimeRange(league)}`} />
          <Fact label="Fee" value={`$${league.fee}`} />
        </dl>
        <Stack gap={4} mt="auto">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              Availability
            </Text>
            <Text size="sm" c={isFull ? 'red.8' : 'dimmed'}>
              {league.availability.text}
            </Text>
          </Group>
          <Progress
            value={total > 0 ? (filled / total) * 100 : 100}
            color={isFull ? 'red' : 'pine'}
            size="sm"
            aria-label={`${filled} of ${total} ${unit}s filled`}
          />
        </Stack>
        <Group gap="sm" grow>
          <Button variant="default" onClick={() => onDetails(league)}>
            View Details
          </Button>
          {!registered && (
            <Button disabled={isFull} onClick={() => onRegister(league)}>
              Register Now
            </Button>
          )}
          {registered && onWithdraw && league.status === 'upcoming' && (
            <Button
              variant="light"
              color="red.9"
              onClick={() => onWithdraw(league)}
              aria-label={`Withdraw from ${league.name}`}
            >
              Withdraw
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
