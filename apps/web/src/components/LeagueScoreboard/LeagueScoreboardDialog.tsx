import type { TLeague, TLeagueParticipant } from '@club/contract';
import { validateScore } from '@club/domain';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isClientError, readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import {
  gameTypeLabel,
  leagueDate,
  leagueSchedule,
  leagueTimeRange,
  teamTypeLabel,
} from '../LeagueDisplay/leagueDisplay';
import type { ScoreEdit } from './LeagueScoreboard';
import { LeagueScoreboard } from './LeagueScoreboard';

interface LeagueScoreboardDialogProps {
  league: TLeague | null;
  /** Admins edit cells in place (the server checks the role again). */
  canEdit: boolean;
  onClose: () => void;
}

/** The server's text for a 4xx answer, else the spec's fallback. */
function serverText(error: unknown, fallback: string): string {
  const failure = readApiError(error, fallback);
  return isClientError(failure) ? failure.message : fallback;
}

/** View Details: the league's scoreboard in a dialog; admins save and update scores in it. */
export function LeagueScoreboardDialog({ league, canEdit, onClose }: LeagueScoreboardDialogProps) {
  const utils = trpc.useUtils();
  const id = league?.id ?? 0;
  const participants = trpc.leagues.participants.useQuery({ id }, { enabled: league !== null });
  const results = trpc.leagues.results.useQuery({ id }, { enabled: league !== null });
  const refresh = () => utils.leagues.results.invalidate({ id });
  const saveResult = trpc.leagues.saveResult.useMutation({ onSettled: refresh });
  const updateResult = trpc.leagues.updateResult.useMutation({ onSettled: refresh });
  const [removing, setRemoving] = useState<TLeagueParticipant | null>(null);
  const remove = trpc.adminLeagues.removeParticipant.useMutation({
    onSuccess: () => {
      toast({ title: 'Participant removed', description: 'Their place is free again.' });
      setRemoving(null);
    },
    onError: (error) =>
      toast({
        title: 'Error removing participant',
        description: serverText(error, 'Failed to remove participant'),
        variant: 'destructive',
      }),
    onSettled: () => void utils.leagues.invalidate(),
  });

  const save = async ({ participant, matchDate, existing, raw }: ScoreEdit): Promise<boolean> => {
    if (!league) return false;
    const checked = validateScore(raw, league.gameType);
    if (!checked.ok) {
      toast({
        title: checked.title ?? 'Invalid score',
        description: checked.message,
        variant: 'destructive',
      });
      return false;
    }
    try {
      if (existing) {
        await updateResult.mutateAsync({ id: existing.id, score: checked.score });
        toast({ title: 'Score updated' });
      } else {
        await saveResult.mutateAsync({
          leagueId: league.id,
          userId: participant.userId,
          teamNumber: participant.teamNumber ?? 0,
          matchDate,
          score: checked.score,
        });
        toast({ title: 'Score saved' });
      }
      return true;
    } catch (error) {
      toast(
        existing
          ? {
              title: 'Error updating score',
              description: serverText(error, 'Failed to update score'),
              variant: 'destructive',
            }
          : {
              title: 'Error saving score',
              description: serverText(error, 'Failed to save score'),
              variant: 'destructive',
            },
      );
      return false;
    }
  };

  // a phone gets the whole screen for the table
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const loading = participants.isPending || results.isPending;
  const failed = participants.isError || results.isError;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={league !== null}
      onClose={onClose}
      title={league ? `${league.name} Scoreboard` : ''}
      size="xl"
      fullScreen={phone}
      centered
    >
      {league && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {gameTypeLabel(league.gameType)} · {teamTypeLabel(league.teamType)} ·{' '}
            {leagueSchedule(league)}, {leagueTimeRange(league)} · from{' '}
            {leagueDate(league.startDate)} to {leagueDate(league.endDate)}
          </Text>
          {canEdit && (
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="default"
                component="a"
                href={`/api/leagues/${league.id}/standings`}
                download
                leftSection={<IconDownload size={14} aria-hidden />}
              >
                Download Standings (CSV)
              </Button>
            </Group>
          )}
          {canEdit && (
            <Text size="sm">
              Click a cell to enter a score; Enter saves, Escape cancels.
              {league.gameType === 'matchplay'
                ? ' Match play: 1 win, 0.5 tie, 0 loss.'
                : ' Lowest score: strokes, 1 to 200.'}
            </Text>
          )}
          {loading && (
            <Group justify="center" py="lg">
              <Loader aria-label="Loading scoreboard" />
            </Group>
          )}
          {failed && (
            <Alert color="red" variant="light" title="Scoreboard unavailable">
              The scoreboard could not be loaded. Please try again.
            </Alert>
          )}
          {!loading && !failed && (
            <LeagueScoreboard
              league={league}
              participants={participants.data ?? []}
              results={results.data ?? []}
              canEdit={canEdit}
              saving={saveResult.isPending || updateResult.isPending}
              onSave={save}
              onRemove={canEdit ? setRemoving : undefined}
            />
          )}
        </Stack>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove participant"
        centered
      >
        <Stack gap="md">
          <Text>
            Remove <strong>{removing && `${removing.firstName} ${removing.lastName}`}</strong> from
            this league?
          </Text>
          <Text size="sm" c="dimmed">
            Their place is freed; the scores already saved stay on the scoreboard, marked withdrawn.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                removing && league && remove.mutate({ id: league.id, participantId: removing.id })
              }
            >
              Remove Participant
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
