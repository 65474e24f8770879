import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { WaiverText } from './WaiverText';

const ACCEPT_FAILED = 'Your agreement could not be saved. Please try again.';

export interface WaiverAgreementProps {
  opened: boolean;
  /** After the server kept the member's "I agree" for the version shown. */
  onAccepted: () => void;
  onCancel: () => void;
}

/**
 * The club waiver before a member's booking, lesson or league entry (DECISIONS.md, The club
 * waiver): the current text, "I agree" for the version shown, or Cancel. A text the club changed
 * meanwhile is refused (409): the new one is loaded to read and accept instead.
 */
export function WaiverAgreement({ opened, onAccepted, onCancel }: WaiverAgreementProps) {
  const utils = trpc.useUtils();
  const current = trpc.waiver.current.useQuery(undefined, { enabled: opened });
  const accept = trpc.waiver.accept.useMutation({
    onSuccess: () => onAccepted(),
    onError: (error) =>
      toast({
        title: 'Waiver not accepted',
        description: readApiError(error, ACCEPT_FAILED).message,
        variant: 'destructive',
      }),
    // accepted, or refused because the text changed: either way the stored answer is old
    onSettled: () => void utils.waiver.current.invalidate(),
  });
  const waiver = current.data;

  return (
    <Modal
      opened={opened}
      onClose={() => !accept.isPending && onCancel()}
      title="Club waiver"
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Please read and accept the club waiver before booking.
        </Text>
        {waiver ? (
          <WaiverText text={waiver.text} />
        ) : current.isError ? (
          <Alert color="red" variant="light" title="The waiver could not be loaded">
            <Button variant="subtle" size="compact-sm" onClick={() => void current.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Skeleton height={160} aria-label="Loading the waiver" />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={accept.isPending}>
            Cancel
          </Button>
          <Button
            disabled={!waiver || current.isFetching}
            loading={accept.isPending}
            onClick={() => waiver && accept.mutate({ version: waiver.version })}
          >
            I agree
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
