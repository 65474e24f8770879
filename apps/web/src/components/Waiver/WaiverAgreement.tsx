import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { WaiverText } from './WaiverText';

const ACCEPT_FAILED = msg`Your agreement could not be saved. Please try again.`;

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
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const current = trpc.waiver.current.useQuery(undefined, { enabled: opened });
  const accept = trpc.waiver.accept.useMutation({
    onSuccess: () => onAccepted(),
    onError: (error) =>
      toast({
        title: t`Waiver not accepted`,
        description: readApiError(error, t(ACCEPT_FAILED)).message,
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
      title={t`Club waiver`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Please read and accept the club waiver before booking.</Trans>
        </Text>
        {waiver ? (
          <WaiverText text={waiver.text} />
        ) : current.isError ? (
          <Alert color="red" variant="light" title={t`The waiver could not be loaded`}>
            <Button variant="subtle" size="compact-sm" onClick={() => void current.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : (
          <Skeleton height={160} aria-label={t`Loading the waiver`} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={accept.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            disabled={!waiver || current.isFetching}
            loading={accept.isPending}
            onClick={() => waiver && accept.mutate({ version: waiver.version })}
          >
            <Trans>I agree</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
