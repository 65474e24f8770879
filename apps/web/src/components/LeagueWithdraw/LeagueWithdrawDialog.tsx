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
  const withdraw = trpc.leagues.withdraw.useMutation({
    onSuccess: (l) => {
      toast({ title: 'Withdrawn from league', description: `Your place in ${l.name} is freed.` });
      onClose();
    },
    onError: (error) => {
      const failure = readApiError(error, 'Please try again.');
      toast({
        title: 'Could not withdraw',
        description: isClientError(failure) ? failure.message : 'Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: () => void utils.leagues.invalidate(),
  });
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={league !== null}
      onClose={onClose}
      title="Withdraw from league"
      centered
    >
      <Stack gap="md">
        <Text>
          Are you sure you want to withdraw from <strong>{league?.name}</strong>?
        </Text>
        <Text size="sm" c="dimmed">
          Your place goes back to the league. You can register again while places remain.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={withdraw.isPending}>
            Keep My Place
          </Button>
          <Button
            color="red.9"
            loading={withdraw.isPending}
            onClick={() => league && withdraw.mutate({ id: league.id })}
          >
            Withdraw
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
