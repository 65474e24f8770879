import type { TLeague, TLeagueParticipant, TLeagueResult } from '@club/contract';
import { LANGUAGE_TAG, SCORE_MESSAGES } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { IconTrophy, IconUserMinus } from '@tabler/icons-react';
import { useFormat } from '../../i18n/useFormat';
import { useLocale } from '../../i18n/useLocale';
import { matchDateHeading } from '../LeagueDisplay/leagueDisplay';
import classes from './LeagueScoreboard.module.css';
import { ScoreCell } from './ScoreCell';
import { scoreMessage } from '../../content/leagueWords';
import { resultForCell, scoreboardRows } from './scoreboardRows';

export interface ScoreEdit {
  participant: TLeagueParticipant;
  matchDate: string;
  existing: TLeagueResult | undefined;
  raw: string;
}

interface LeagueScoreboardProps {
  league: Pick<TLeague, 'teamType' | 'gameType' | 'matchDates'>;
  participants: readonly TLeagueParticipant[];
  results: readonly TLeagueResult[];
  /** Admins edit cells in place. */
  canEdit: boolean;
  saving: boolean;
  onSave: (edit: ScoreEdit) => Promise<boolean>;
  /** Admins remove an active participant (their saved scores stay, marked withdrawn). */
  onRemove?: (participant: TLeagueParticipant) => void;
}

/** A match date's short column heading: '11/30' in English, '30/11' in Spanish. */
function useMatchDateHeading(): (date: string) => string {
  const { locale } = useLocale();
  if (locale === 'en') return matchDateHeading;
  const short = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], {
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  });
  return (date) => short.format(new Date(`${date}T12:00:00Z`));
}

/** One row per participant (or team), a column per match date, the total and the leader. */
export function LeagueScoreboard({
  league,
  participants,
  results,
  canEdit,
  saving,
  onSave,
  onRemove,
}: LeagueScoreboardProps) {
  const { t } = useLingui();
  const format = useFormat();
  const heading = useMatchDateHeading();
  const rows = scoreboardRows(league, participants, results);
  const noScores = rows.every((r) => !r.hasScores);
  const who = league.teamType === 'scramble' ? t`Team` : t`Player`;
  return (
    <>
      {noScores && (
        <Text c="dimmed" mb="sm">
          {t(scoreMessage(SCORE_MESSAGES.empty))}
        </Text>
      )}
      {rows.length > 0 && (
        <ScrollArea type="auto" offsetScrollbars>
          <Table
            striped
            highlightOnHover
            withTableBorder
            className={classes.table}
            aria-label={t`Scoreboard`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.sticky}>{who}</Table.Th>
                {league.matchDates.map((d) => (
                  <Table.Th key={d} ta="center" title={format.day(d)}>
                    {heading(d)}
                  </Table.Th>
                ))}
                <Table.Th ta="center">
                  <Trans>Total</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const participant = participants[index];
                if (!participant) return null;
                const withdrawn = participant.status === 'withdrawn';
                const name = row.name;
                return (
                  <Table.Tr
                    key={participant.id}
                    className={row.isLeader ? classes.leaderRow : undefined}
                  >
                    <Table.Th scope="row" className={classes.sticky}>
                      <Group gap={6} wrap="nowrap">
                        <span>{row.name}</span>
                        {row.isLeader && (
                          <Badge
                            size="sm"
                            color="dark.7"
                            miw="max-content"
                            leftSection={
                              <IconTrophy
                                size={12}
                                color="var(--mantine-color-gold-4)"
                                aria-hidden
                              />
                            }
                          >
                            <Trans>Leader</Trans>
                          </Badge>
                        )}
                        {withdrawn && (
                          <Badge size="sm" color="gray.7" variant="outline" miw="max-content">
                            <Trans>Withdrawn</Trans>
                          </Badge>
                        )}
                        {onRemove && canEdit && !withdrawn && (
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="red.9"
                            onClick={() => onRemove(participant)}
                            aria-label={t`Remove ${name}`}
                            title={t`Remove ${name}`}
                          >
                            <IconUserMinus size={14} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Th>
                    {league.matchDates.map((date, i) => {
                      const day = format.day(date);
                      return (
                        <Table.Td key={date} ta="center" className={classes.cell}>
                          <ScoreCell
                            text={row.cells[i] ?? ''}
                            value={
                              row.scores[i] === null || row.scores[i] === undefined
                                ? ''
                                : String(row.scores[i])
                            }
                            label={t`Score for ${name} on ${day}`}
                            editable={canEdit && !withdrawn}
                            saving={saving}
                            onSave={(raw) =>
                              onSave({
                                participant,
                                matchDate: date,
                                existing: resultForCell(results, participant.userId, date),
                                raw,
                              })
                            }
                          />
                        </Table.Td>
                      );
                    })}
                    <Table.Td ta="center" fw={700}>
                      {row.hasScores ? row.total : '\u2013'}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </>
  );
}
