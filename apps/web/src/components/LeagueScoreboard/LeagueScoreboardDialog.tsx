import type { TLeague, TLeagueParticipant } from '@club/contract';
import { validateScore } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { isClientError, readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../i18n/useFormat';
import type { ScoreEdit } from './LeagueScoreboard';
import { LeagueScoreboard } from './LeagueScoreboard';
import {
  GAME_TYPE_MESSAGES,
  leagueScheduleMessage,
  leagueTimeRangeText,
  scoreMessage,
  TEAM_TYPE_MESSAGES,
} from '../../content/leagueWords';

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
  const { t } = useLingui();
  const format = useFormat();
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
      toast({ title: t`Participant removed`, description: t`Their place is free again.` });
      setRemoving(null);
    },
    onError: (error) =>
      toast({
        title: t`Error removing participant`,
        description: serverText(error, t`Failed to remove participant`),
        variant: 'destructive',
      }),
    onSettled: () => void utils.leagues.invalidate(),
  });

  const save = async ({ participant, matchDate, existing, raw }: ScoreEdit): Promise<boolean> => {
    if (!league) return false;
    const checked = validateScore(raw, league.gameType);
    if (!checked.ok) {
      toast({
        title: checked.title === null ? t`Invalid score` : t(scoreMessage(checked.title)),
        description: t(scoreMessage(checked.message)),
        variant: 'destructive',
      });
      return false;
    }
    try {
      if (existing) {
        await updateResult.mutateAsync({ id: existing.id, score: checked.score });
        toast({ title: t`Score updated` });
      } else {
        await saveResult.mutateAsync({
          leagueId: league.id,
          userId: participant.userId,
          teamNumber: participant.teamNumber ?? 0,
          matchDate,
          score: checked.score,
        });
        toast({ title: t`Score saved` });
      }
      return true;
    } catch (error) {
      toast(
        existing
          ? {
              title: t`Error updating score`,
              description: serverText(error, t`Failed to update score`),
              variant: 'destructive',
            }
          : {
              title: t`Error saving score`,
              description: serverText(error, t`Failed to save score`),
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
  const name = league?.name ?? '';
  const removingName = removing ? `${removing.firstName} ${removing.lastName}` : '';
  /** 'Lowest Score · Individual · Mondays, 6 weeks, 6:00 PM – 8:00 PM · from 11/9/26 to 11/30/26' */
  const summary = (l: TLeague) => {
    const gameType = t(GAME_TYPE_MESSAGES[l.gameType]);
    const teamType = t(TEAM_TYPE_MESSAGES[l.teamType]);
    const schedule = t(leagueScheduleMessage(l));
    const times = leagueTimeRangeText(l, format);
    const from = format.day(l.startDate);
    const to = format.day(l.endDate);
    return t`${gameType} · ${teamType} · ${schedule}, ${times} · from ${from} to ${to}`;
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Close` }}
      opened={league !== null}
      onClose={onClose}
      title={league ? t`${name} Scoreboard` : ''}
      size="xl"
      fullScreen={phone}
      centered
    >
      {league && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {summary(league)}
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
                <Trans>Download Standings (CSV)</Trans>
              </Button>
            </Group>
          )}
          {canEdit && (
            <Text size="sm">
              {league.gameType === 'matchplay' ? (
                <Trans>
                  Click a cell to enter a score; Enter saves, Escape cancels. Match play: 1 win, 0.5
                  tie, 0 loss.
                </Trans>
              ) : (
                <Trans>
                  Click a cell to enter a score; Enter saves, Escape cancels. Lowest score: strokes,
                  1 to 200.
                </Trans>
              )}
            </Text>
          )}
          {loading && (
            <Group justify="center" py="lg">
              <Loader aria-label={t`Loading scoreboard`} />
            </Group>
          )}
          {failed && (
            <Alert color="red" variant="light" title={t`Scoreboard unavailable`}>
              <Trans>The scoreboard could not be loaded. Please try again.</Trans>
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
        closeButtonProps={{ 'aria-label': t`Close` }}
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t`Remove participant`}
        centered
      >
        <Stack gap="md">
          <Text>
            <Trans>
              Remove <strong>{removingName}</strong> from this league?
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>
              Their place is freed; the scores already saved stay on the scoreboard, marked
              withdrawn.
            </Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                removing && league && remove.mutate({ id: league.id, participantId: removing.id })
              }
            >
              <Trans>Remove Participant</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
