import type { TLeague } from '@club/contract';
import { formatLocalDate, weekdayName } from '@club/domain';
import { Badge, EmptyState, ScrollArea, Table } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import {
  clockHHMM,
  gameTypeLabel,
  statusBadge,
  teamTypeLabel,
} from '../LeagueDisplay/leagueDisplay';
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

/** 'Currently Registered': players, and for scramble the teams (registered / 2, rounded up). */
function registered(league: TLeague): string {
  return league.teams === null
    ? String(league.currentParticipants)
    : `${league.currentParticipants} (${league.teams} team${league.teams === 1 ? '' : 's'})`;
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
        aria-label="Leagues"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={150}>Name</Table.Th>
            <Table.Th>Team Type</Table.Th>
            <Table.Th>Game Type</Table.Th>
            <Table.Th>Start Date</Table.Th>
            <Table.Th>End Date</Table.Th>
            <Table.Th>Day</Table.Th>
            <Table.Th>Time</Table.Th>
            <Table.Th>Number of Spots</Table.Th>
            <Table.Th>Currently Registered</Table.Th>
            {withStatusAndActions && <Table.Th>Status</Table.Th>}
            {withStatusAndActions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leagues.map((l) => {
            const status = statusBadge(l.status);
            return (
              <Table.Tr key={l.id}>
                <Table.Td fw={600}>{l.name}</Table.Td>
                <Table.Td>{teamTypeLabel(l.teamType)}</Table.Td>
                <Table.Td>{gameTypeLabel(l.gameType)}</Table.Td>
                <Table.Td>{formatLocalDate(l.startDate)}</Table.Td>
                <Table.Td>{formatLocalDate(l.endDate)}</Table.Td>
                <Table.Td>{weekdayName(l.dayOfWeek)}</Table.Td>
                <Table.Td>
                  {clockHHMM(l.startTime)}-{clockHHMM(l.endTime)}
                </Table.Td>
                <Table.Td>{l.capacity}</Table.Td>
                <Table.Td>{registered(l)}</Table.Td>
                {withStatusAndActions && (
                  <Table.Td>
                    <Badge color={status.color} variant="light" miw="max-content">
                      {status.label}
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
