import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { isClientError, readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface LeagueWithdrawDialogProps {
  /** The league to withdraw from; null keeps the dialog closed. */
  league: { id: number; name: string } | null;
  onClose: () => void;
}

/**
 * Asks a member to confirm withdrawing from a league (possible before it starts): the place goes
 * back to the league, the counts and the member's lists follow.
 */
export function LeagueWithdrawDialog({ league, onClose }: LeagueWithdrawDialogProps) {
  const utils = trpc.useUtils();
  const { t } = useLingui();
  const withdraw = trpc.leagues.withdraw.useMutation({
    onSuccess: (l) => {
      const name = l.name;
      toast({ title: t`Withdrawn from league`, description: t`Your place in ${name} is freed.` });
      onClose();
    },
    onError: (error) => {
      const failure = readApiError(error, t`Please try again.`);
      toast({
        title: t`Could not withdraw`,
        description: isClientError(failure) ? failure.message : t`Please try again.`,
        variant: 'destructive',
      });
    },
    onSettled: () => void utils.leagues.invalidate(),
  });
  const leagueName = league?.name;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Close` }}
      opened={league !== null}
      onClose={onClose}
      title={t`Withdraw from league`}
      centered
    >
      <Stack gap="md">
        <Text>
          <Trans>
            Are you sure you want to withdraw from <strong>{leagueName}</strong>?
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Your place goes back to the league. You can register again while places remain.
          </Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={withdraw.isPending}>
            <Trans>Keep My Place</Trans>
          </Button>
          <Button
            color="red.9"
            loading={withdraw.isPending}
            onClick={() => league && withdraw.mutate({ id: league.id })}
          >
            <Trans>Withdraw</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
