import type { TDemoRequest } from '@club/contract';
import { DEMO_STATUS_UPDATE_OPTIONS, type DemoRequestStatus } from '@club/domain';
import { Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { readApiError } from '../../lib/apiError';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

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
  const initial = DEMO_STATUS_UPDATE_OPTIONS.some((o) => o.value === request.status)
    ? request.status
    : 'pending';
  const [status, setStatus] = useState<DemoRequestStatus>(initial);
  const [notes, setNotes] = useState(request.notes ?? '');
  const update = trpc.demoRequests.update.useMutation({
    onSuccess: () => {
      toast({
        title: 'Status Updated',
        description: `${request.firstName} ${request.lastName}'s request has been updated.`,
      });
      onSaved();
    },
    onError: (e) =>
      toast({
        title: 'Update Failed',
        description: readApiError(e, 'Failed to update demo request status').message,
        variant: 'destructive',
      }),
  });
  return (
    <Modal opened onClose={onClose} title="Update Status" centered radius="lg">
      <Stack gap="sm">
        <Select
          label="Status"
          allowDeselect={false}
          data={DEMO_STATUS_UPDATE_OPTIONS.map((o) => ({ ...o }))}
          value={status}
          onChange={(v) => {
            const found = DEMO_STATUS_UPDATE_OPTIONS.find((o) => o.value === v);
            if (found) setStatus(found.value);
          }}
        />
        <Textarea
          label="Notes"
          rows={4}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            loading={update.isPending}
            onClick={() => update.mutate({ id: request.id, status, notes })}
          >
            Update Status
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
