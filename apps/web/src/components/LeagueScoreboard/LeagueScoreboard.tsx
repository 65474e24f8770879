import type { TLeague, TLeagueParticipant, TLeagueResult } from '@club/contract';
import { formatLocalDate, SCORE_MESSAGES } from '@club/domain';
import { ActionIcon, Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { IconTrophy, IconUserMinus } from '@tabler/icons-react';
import { matchDateHeading } from '../LeagueDisplay/leagueDisplay';
import classes from './LeagueScoreboard.module.css';
import { ScoreCell } from './ScoreCell';
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
  const rows = scoreboardRows(league, participants, results);
  const noScores = rows.every((r) => !r.hasScores);
  const who = league.teamType === 'scramble' ? 'Team' : 'Player';
  return (
    <>
      {noScores && (
        <Text c="dimmed" mb="sm">
          {SCORE_MESSAGES.empty}
        </Text>
      )}
      {rows.length > 0 && (
        <ScrollArea type="auto" offsetScrollbars>
          <Table
            striped
            highlightOnHover
            withTableBorder
            className={classes.table}
            aria-label="Scoreboard"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th className={classes.sticky}>{who}</Table.Th>
                {league.matchDates.map((d) => (
                  <Table.Th key={d} ta="center" title={formatLocalDate(d)}>
                    {matchDateHeading(d)}
                  </Table.Th>
                ))}
                <Table.Th ta="center">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const participant = participants[index];
                if (!participant) return null;
                const withdrawn = participant.status === 'withdrawn';
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
                            Leader
                          </Badge>
                        )}
                        {withdrawn && (
                          <Badge size="sm" color="gray.7" variant="outline" miw="max-content">
                            Withdrawn
                          </Badge>
                        )}
                        {onRemove && canEdit && !withdrawn && (
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="red.9"
                            onClick={() => onRemove(participant)}
                            aria-label={`Remove ${row.name}`}
                            title={`Remove ${row.name}`}
                          >
                            <IconUserMinus size={14} aria-hidden />
                          </ActionIcon>
                        )}
                      </Group>
                    </Table.Th>
                    {league.matchDates.map((date, i) => (
                      <Table.Td key={date} ta="center" className={classes.cell}>
                        <ScoreCell
                          text={row.cells[i] ?? ''}
                          value={
                            row.scores[i] === null || row.scores[i] === undefined
                              ? ''
                              : String(row.scores[i])
                          }
                          label={`Score for ${row.name} on ${formatLocalDate(date)}`}
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
                    ))}
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
