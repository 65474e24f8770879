import type { TDemoRequest } from '@club/contract';
import { DEMO_STATUS_UPDATE_OPTIONS, type DemoRequestStatus } from '@club/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DEMO_STATUS_LABEL } from './demoStatusLabels';

/** 'Update Status': status (every one but completed) and notes; opens on the current status. */
export function DemoStatusModal({
  request,
  onClose,
  onSaved,
}: {
  request: TDemoRequest;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const initial = DEMO_STATUS_UPDATE_OPTIONS.some((o) => o.value === request.status)
    ? request.status
    : 'pending';
  const [status, setStatus] = useState<DemoRequestStatus>(initial);
  const [notes, setNotes] = useState(request.notes ?? '');
  const update = trpc.demoRequests.update.useMutation({
    onSuccess: () => {
      const name = `${request.firstName} ${request.lastName}`;
      toast({
        title: t`Status Updated`,
        description: t`${name}'s request has been updated.`,
      });
      onSaved();
    },
    onError: (e) =>
      toast({
        title: t`Update Failed`,
        description: readApiError(e, t`Failed to update demo request status`).message,
        variant: 'destructive',
      }),
  });
  return (
    <Modal opened onClose={onClose} title={t`Update Status`} centered radius="lg">
      <Stack gap="sm">
        <Select
          label={t`Status`}
          allowDeselect={false}
          data={DEMO_STATUS_UPDATE_OPTIONS.map((o) => ({
            value: o.value,
            label: t(DEMO_STATUS_LABEL[o.value]),
          }))}
          value={status}
          onChange={(v) => {
            const found = DEMO_STATUS_UPDATE_OPTIONS.find((o) => o.value === v);
            if (found) setStatus(found.value);
          }}
        />
        <Textarea
          label={t`Notes`}
          rows={4}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button
            loading={update.isPending}
            onClick={() => update.mutate({ id: request.id, status, notes })}
          >
            <Trans>Update Status</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
