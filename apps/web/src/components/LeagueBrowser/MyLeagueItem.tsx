import type { TLeague, TMyLeagueParticipation } from '@club/contract';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatLabel,
  gameTypeLabel,
  leagueDate,
  leagueSchedule,
  statusBadge,
  teamTypeLabel,
} from '../LeagueDisplay/leagueDisplay';

interface MyLeagueItemProps {
  entry: TMyLeagueParticipation;
  league: TLeague | undefined;
  onDetails: (league: TLeague) => void;
}

/** A league the member is registered for: name, format, start, schedule, type, team number. */
export function MyLeagueItem({ entry, league, onDetails }: MyLeagueItemProps) {
  const status = statusBadge(entry.leagueStatus);
  return (
    <Card withBorder radius="lg" padding="md" component="li" aria-label={entry.leagueName}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} fz="lg">
              {entry.leagueName}
            </Title>
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Text size="sm">
            {formatLabel(entry.format)} · starts {leagueDate(entry.startDate)} ·{' '}
            {leagueSchedule(entry)}
          </Text>
          <Text size="sm" c="dimmed">
            {teamTypeLabel(entry.teamType)} · {gameTypeLabel(entry.gameType)}
            {entry.teamNumber !== null && ` · Team #${entry.teamNumber}`}
            {entry.partnerName && ` · Partner: ${entry.partnerName}`}
          </Text>
        </Stack>
        {league && (
          <Button variant="default" onClick={() => onDetails(league)}>
            View Details
          </Button>
        )}
      </Group>
    </Card>
  );
}
