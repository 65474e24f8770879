import type { TLeague, TMyLeagueParticipation } from '@club/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { statusBadge } from '../LeagueDisplay/leagueDisplay';
import {
  formatWord,
  gameTypeWord,
  scheduleWords,
  statusWord,
  teamTypeWord,
} from '../LeagueCard/leagueWords';

interface MyLeagueItemProps {
  entry: TMyLeagueParticipation;
  league: TLeague | undefined;
  onDetails: (league: TLeague) => void;
}

/** A league the member is registered for: name, format, start, schedule, type, team number. */
export function MyLeagueItem({ entry, league, onDetails }: MyLeagueItemProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const status = statusBadge(entry.leagueStatus);
  const kind = formatWord(entry.format, i18n);
  const starts = format.day(entry.startDate);
  const schedule = scheduleWords(entry, i18n);
  const team = entry.teamNumber;
  const partner = entry.partnerName;
  return (
    <Card withBorder radius="lg" padding="md" component="li" aria-label={entry.leagueName}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {entry.leagueName}
            </Title>
            <Badge color={status.color} variant="light">
              {statusWord(entry.leagueStatus, i18n)}
            </Badge>
          </Group>
          <Text size="sm">
            <Trans>
              {kind} · starts {starts} · {schedule}
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            {teamTypeWord(entry.teamType, i18n)} · {gameTypeWord(entry.gameType, i18n)}
            {team !== null && ` · ${t`Team #${team}`}`}
            {partner && ` · ${t`Partner: ${partner}`}`}
          </Text>
        </Stack>
        {league && (
          <Button variant="default" onClick={() => onDetails(league)}>
            <Trans>View Details</Trans>
          </Button>
        )}
      </Group>
    </Card>
  );
}
