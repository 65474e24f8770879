import type { TLeague } from '@club/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, EmptyState, ScrollArea, Table } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useFormat } from '../../i18n/useFormat';
import { weekdayMessage } from '../AdminMenu/weekdays';
import { clockHHMM, statusBadge } from '../LeagueDisplay/leagueDisplay';
import {
  GAME_TYPE_MESSAGES,
  LEAGUE_STATUS_MESSAGES,
  TEAM_TYPE_MESSAGES,
} from '../../content/leagueWords';
import { RowActions } from '../RowActions/RowActions';

interface AdminLeaguesTableProps {
  leagues: readonly TLeague[];
  /** The Completed tab has no Status and Actions columns. */
  withStatusAndActions: boolean;
  emptyText: string;
  onScoreboard: (league: TLeague) => void;
  onDelete: (league: TLeague) => void;
  /** Edit, offered for every league but a cancelled one. */
  onEdit?: (league: TLeague) => void;
}

/** 'Currently Registered' of a scramble: the players and the teams (registered / 2, rounded up). */
function registeredTeams(players: number, teams: number): MessageDescriptor {
  return msg`${players} (${plural(teams, { one: '# team', other: '# teams' })})`;
}

/** League Management's table: name, types, dates, day, time, spots, registered, status, actions. */
export function AdminLeaguesTable({
  leagues,
  withStatusAndActions,
  emptyText,
  onScoreboard,
  onDelete,
  onEdit,
}: AdminLeaguesTableProps) {
  const { t } = useLingui();
  const format = useFormat();
  if (leagues.length === 0) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        color="gold"
        icon={<IconTrophy size={28} aria-hidden />}
        title={emptyText}
      />
    );
  }
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        striped
        highlightOnHover
        withTableBorder
        miw={withStatusAndActions ? 1180 : 900}
        aria-label={t`Leagues`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={150}>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Team Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Game Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Start Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>End Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Day</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Time</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Number of Spots</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Currently Registered</Trans>
            </Table.Th>
            {withStatusAndActions && (
              <Table.Th>
                <Trans>Status</Trans>
              </Table.Th>
            )}
            {withStatusAndActions && (
              <Table.Th>
                <Trans>Actions</Trans>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leagues.map((l) => {
            const status = statusBadge(l.status);
            return (
              <Table.Tr key={l.id}>
                <Table.Td fw={600}>{l.name}</Table.Td>
                <Table.Td>{t(TEAM_TYPE_MESSAGES[l.teamType])}</Table.Td>
                <Table.Td>{t(GAME_TYPE_MESSAGES[l.gameType])}</Table.Td>
                <Table.Td>{format.day(l.startDate)}</Table.Td>
                <Table.Td>{format.day(l.endDate)}</Table.Td>
                <Table.Td>{t(weekdayMessage(l.dayOfWeek))}</Table.Td>
                <Table.Td>
                  {clockHHMM(l.startTime)}-{clockHHMM(l.endTime)}
                </Table.Td>
                <Table.Td>{l.capacity}</Table.Td>
                <Table.Td>
                  {l.teams === null
                    ? l.currentParticipants
                    : t(registeredTeams(l.currentParticipants, l.teams))}
                </Table.Td>
                {withStatusAndActions && (
                  <Table.Td>
                    <Badge color={status.color} variant="light" miw="max-content">
                      {t(LEAGUE_STATUS_MESSAGES[l.status])}
                    </Badge>
                  </Table.Td>
                )}
                {withStatusAndActions && (
                  <RowActions
                    name={l.name}
                    actions={[
                      { kind: 'scoreboard', onClick: () => onScoreboard(l) },
                      onEdit &&
                        l.status !== 'cancelled' && { kind: 'edit', onClick: () => onEdit(l) },
                      l.status === 'upcoming' && { kind: 'delete', onClick: () => onDelete(l) },
                    ]}
                  />
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
